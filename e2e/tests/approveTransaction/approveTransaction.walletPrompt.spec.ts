// Sign what you see beside an external wallet's own prompt (issue 39, decision 0017): while the
// dev wallet (EIP-6963, in the host page) or the WalletConnect phone wallet has a host's request
// in its prompt, the modal shows what it does: the decoded intent, its warnings and what the
// api's simulation on the dev chain's node says it would move, with "Confirm in {wallet}";
// the wallet's answer, approve or reject, reaches the host and closes the panel.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { dataTest, wcDataTest } from '../../fixtures/dataTest.ts'
import { connectDevWallet, rpc, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { pairPhoneWallet } from '../../fixtures/wcTest.ts'

/** The dev wallet connected, over the stack whose api simulates on the dev chains. */
const test = dataTest.extend<{ devWalletAccount: string }>({
  devWalletAccount: async ({ walletPage, modalFrame }, use) => {
    await use(await connectDevWallet(walletPage, modalFrame))
  },
})

test('default: an unlimited DUSD approve waits in the dev wallet’s prompt while the modal warns of it; the wallet’s Reject answers 4001 and closes the panel', async ({
  walletPage: page,
  modalFrame,
  chains,
  devWalletAccount: from,
}) => {
  await setDevWalletMode(page, 'prompt')
  const spender = chains.one.accounts[5]!.address
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  })
  const asking = rpc(page, 'eth_sendTransaction', [
    { from, to: chains.one.tokens.DUSD.address, data },
  ])
  const prompt = page.getByRole('dialog', { name: 'Dev Wallet: Send transaction' })
  await expect(prompt).toBeVisible()
  const panel = modalFrame.getByTestId('wallet-request')
  await expect(panel.getByTestId('approve-title')).toHaveText('Allow token spending')
  await expect(panel.getByRole('alert').first()).toHaveText(
    /^Unlimited approval: .+ can move all your DUSD, now and later\.$/,
  )
  await expect(panel.getByRole('status')).toHaveText('Confirm in Dev Wallet')
  // The panel asks nothing itself: the wallet's prompt is where the user answers.
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Reject' }).click()
  expect(await asking).toMatchObject({ code: 4001 })
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
})

wcDataTest(
  'default: a WalletConnect transfer of 0.01 ETH reads You send 0.01 ETH while the phone wallet has it; approved there, the hash reaches the host and the panel closes',
  async ({ wcHostPage: page, phoneWallet: wallet, chains, modalFrame }) => {
    await pairPhoneWallet(page, modalFrame, wallet)
    const sending = rpc(page, 'eth_sendTransaction', [
      { from: wallet.address, to: chains.one.accounts[6]!.address, value: '0x2386f26fc10000' },
    ])
    const request = await wallet.nextRequest()
    expect(request).toMatchObject({ method: 'eth_sendTransaction' })
    const panel = modalFrame.getByTestId('wallet-request')
    await expect(panel.getByTestId('approve-send')).toContainText('You send0.01 ETH')
    await expect(panel.getByRole('status')).toHaveText(/^Confirm in /)
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await wallet.approveRequest(request.id)
    expect(await sending).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    await expect(panel).toHaveCount(0)
  },
)
