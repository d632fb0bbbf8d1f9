// Smart accounts for embedded wallets (SPEC §3, §4, §6; issue "Smart accounts"): an email-login
// account switches to smartAccount on the dev chain (EIP-7702 delegation to Simple7702Account,
// same address); a host's wallet_sendCalls (DUSD approve + transfer) lands atomically in ONE
// transaction after ONE approval; back to eoa works; the preference survives a reload, per
// chain; on a network the vault's config leaves out (a stack of its own) the toggle is absent
// and wallet_sendCalls is refused.
import type { FrameLocator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, type Hex, pad } from 'viem'
import { approveShown, fundAccount, loginFreshOnDevChain } from '../../fixtures/emailLogin.ts'
import { giveDusd } from '../../fixtures/executionPermissions.ts'
import { emailAccountTest } from '../../fixtures/login/emailAccountTest.ts'
import { openDevChainPage, rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { startStack } from '../../fixtures/startStack.ts'
import { expect, modalFrameOf } from '../../fixtures/test.ts'

const test = emailAccountTest

/** A stack whose vault enables smart accounts on the first dev chain only (SPEC §6). */
const oneChainTest = emailAccountTest.extend({
  stack: async ({ stacks, relay }, use) => {
    const start = () => startStack({ relayUrl: relay.url, smartAccountNetworks: ['eip155:31337'] })
    await use(await stacks.get('smart accounts on the first chain only', start))
  },
})

const SIMPLE_7702_ACCOUNT = '0xe6cae83bde06e4c305530e199d7217f42808555b'
const smartSwitch = (frame: FrameLocator) => frame.getByRole('switch', { name: 'Smart account' })
const accountType = (page: Page) =>
  page.evaluate(() => window.modal.getState()?.accounts?.eip155?.accountType)
/** SPEC §3 smartAccountDeployed, as the host reads it. */
const deployed = (page: Page) =>
  page.evaluate(() => window.modal.getState()?.accounts?.eip155?.smartAccountDeployed)

/** The host's wallet_sendCalls of one call to `to` on `chainId`, atomicRequired: its outcome. */
const sendAtomicCall = (page: Page, chainId: Hex, from: Hex, to: Hex) =>
  rpc(page, 'wallet_sendCalls', [
    { version: '2.0.0', chainId, from, atomicRequired: true, calls: [{ to }] },
  ])
/** Account, once its tabs (above the switch) have loaded. */
const openAccount = (page: Page) => new AccountView(page, modalFrameOf(page)).openLoaded()

test('smartAccount on the dev chain: one approval, one type-4 transaction with both DUSD calls; back to eoa', async ({
  page,
  chains,
  modalFrame,
  emailAccount: { address },
}) => {
  test.setTimeout(120_000)
  expect(await accountType(page)).toBe('eoa')
  await expect.poll(() => deployed(page)).toBe(false)
  await page.evaluate(() => {
    window.accountTypes = []
    window.modal.subscribeAccount((account) =>
      window.accountTypes?.push(account.accounts.eip155?.accountType),
    )
  })

  // Gas in ETH and 5 DUSD to pass on, from dev account 0.
  await fundAccount(chains.one.rpcUrl, address)
  const client = chains.one.client
  const dusd = chains.one.tokens.DUSD.address
  await giveDusd(chains, address, 5_000_000n)

  // Account: the toggle says in plain words that the address stays the same (the terms are
  // under How it works); switching it is what the host sees.
  await openAccount(page)
  const toggle = smartSwitch(modalFrame)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(
    modalFrame.getByText(/^Standard account\. .*your address stays the same\.$/),
  ).toBeVisible()
  await expect(modalFrame.getByText(/EIP-7702/)).toBeHidden()
  await modalFrame.getByText('How it works').click()
  await expect(modalFrame.getByText(/The smart account uses EIP-7702/)).toBeVisible()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(
    modalFrame.getByText(/^Smart account: several steps run as one transaction/),
  ).toBeVisible()
  await expect.poll(() => accountType(page)).toBe('smartAccount')
  await expect.poll(() => page.evaluate(() => window.accountTypes)).toContain('smartAccount')
  // Not delegated on the chain until its first batch: the host reads it so.
  await expect.poll(() => deployed(page)).toBe(false)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
  expect(await rpc(page, 'wallet_getCapabilities', [address, ['0x7a69']])).toEqual({
    result: { '0x7a69': { atomic: { status: 'supported' } } },
  })
  await page.evaluate(() => window.modal.close())

  const spender = chains.one.accounts[3]!.address
  const recipient = chains.one.accounts[4]!.address
  const balanceOf = (who: Hex) =>
    client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
  const before = await balanceOf(recipient)
  const blockBefore = await client.getBlockNumber()
  const sending = rpc(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      from: address,
      atomicRequired: true,
      calls: [
        {
          to: dusd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [spender, 1_000_000n],
          }),
        },
        {
          to: dusd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, 2_000_000n],
          }),
        },
      ],
    },
  ])
  // ONE ApproveTransaction lists both calls.
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Send 2 calls')
  await expect(modalFrame.getByTestId('approve-call')).toHaveCount(2)
  await approveShown(modalFrame)
  const sent = await sending
  const id = (sent.result as { id: Hex }).id
  const receipt = await client.waitForTransactionReceipt({ hash: id })
  expect(receipt).toMatchObject({ status: 'success', type: 'eip7702' })
  expect(receipt.from).toBe(address.toLowerCase())
  expect(receipt.to).toBe(address.toLowerCase())
  // Both effects, from that one transaction: the only one the account sent since.
  expect(await balanceOf(recipient)).toBe(before + 2_000_000n)
  expect(
    await client.readContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, spender],
    }),
  ).toBe(1_000_000n)
  // One transaction; its authorization took the next nonce too (EIP-7702, self-sponsored).
  expect(await client.getTransactionCount({ address })).toBe(2)
  // Every DUSD event since (Approval as owner, Transfer as sender) is the batch's: no other
  // spec file's transaction can land on this file's chains (decision 0005).
  const logs = await client.getLogs({ address: dusd, fromBlock: blockBefore + 1n })
  expect(logs.map((log) => log.topics[1])).toEqual(Array(2).fill(pad(address).toLowerCase()))
  expect(new Set(logs.map((log) => log.transactionHash))).toEqual(new Set([id]))
  expect(await client.getCode({ address })).toBe(`0xef0100${SIMPLE_7702_ACCOUNT.slice(2)}`)
  const status = await rpc(page, 'wallet_getCallsStatus', [id])
  expect(status.result).toMatchObject({ id, atomic: true, status: 200, chainId: '0x7a69' })

  // Back to eoa: the host sees it, and batches are refused again.
  await openAccount(page)
  // The batch delegated the account: deployed, read from the chain when Account showed.
  await expect.poll(() => deployed(page)).toBe(true)
  await smartSwitch(modalFrame).click()
  await expect(smartSwitch(modalFrame)).toHaveAttribute('aria-checked', 'false')
  await expect.poll(() => accountType(page)).toBe('eoa')
  const refused = await sendAtomicCall(page, '0x7a69', address, recipient)
  expect(refused).toMatchObject({ code: 5760 })
})

test('the preference survives a reload, per chain (a browser profile whose third-party storage works)', async ({
  stack,
  chains,
  storagePage: page,
}) => {
  test.setTimeout(120_000)
  // Playwright's contexts block third-party storage, where the vault keeps its session for the
  // page only (vault/README.md). A profile that allows it keeps the vault's IndexedDB across
  // the reload.
  const modalFrame = modalFrameOf(page)
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await openAccount(page)
  await smartSwitch(modalFrame).click()
  await expect.poll(() => accountType(page)).toBe('smartAccount')

  await openDevChainPage(page, stack, chains) // reload
  await waitForConnected(page)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
  await expect.poll(() => accountType(page)).toBe('smartAccount')
  await openAccount(page)
  await expect(smartSwitch(modalFrame)).toHaveAttribute('aria-checked', 'true')
  await page.evaluate(() => window.modal.close())
  // Per chain: the switch was turned on the first dev chain only, so the account is an eoa on
  // the second (where smart accounts are enabled too).
  await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  await expect.poll(() => accountType(page)).toBe('eoa')
  await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
  await expect.poll(() => accountType(page)).toBe('smartAccount')
})

oneChainTest(
  'a network not in the enabled list: no toggle, and wallet_sendCalls is refused with 5760 before any approval',
  async ({ page, modalFrame, emailAccount: { address } }) => {
    expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    await expect
      .poll(() => page.evaluate(() => window.modal.getState()?.caipNetworkId))
      .toBe('eip155:31338')
    await openAccount(page)
    await expect(modalFrame.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(smartSwitch(modalFrame)).toHaveCount(0)
    await page.evaluate(() => window.modal.close())

    expect(await rpc(page, 'wallet_getCapabilities', [address, ['0x7a6a']])).toEqual({
      result: { '0x7a6a': { atomic: { status: 'unsupported' } } },
    })
    const refused = await sendAtomicCall(page, '0x7a6a', address, address)
    expect(refused.code).toBe(5760)
    expect(refused.message).toContain('Smart accounts are not enabled on Anvil Two')
    await expect(modalFrame.getByTestId('approve-title')).toHaveCount(0)
    expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  },
)

declare global {
  interface Window {
    /** Each account type `subscribeAccount` reported. */
    accountTypes?: (string | undefined)[]
  }
}
