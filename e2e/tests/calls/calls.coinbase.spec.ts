// EIP-5792 and ERC-7677 with Coinbase Wallet (the stack's double of its keys popup, which runs
// a batch as Coinbase Smart Wallet does: every call in one transaction, and reports atomic and
// paymasterService on each chain). viem's getCapabilities passes the wallet's answer through,
// sendCalls goes to the wallet with its paymasterService, and waitForCallsStatus reports the
// wallet's atomic batch.
import type { Hex } from 'viem'
import { answerIn, pickCoinbase, popupShowing } from '../../fixtures/coinbasePopup.ts'
import {
  getCapabilities,
  installViemCalls,
  sendCalls,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

const PAYMASTER = 'https://paymaster.porthole.test/rpc'

test('default: Coinbase reports atomic and paymasterService; a batch with a paymaster service goes to the wallet with it and lands in one transaction (200, atomic)', async ({
  page,
  stack,
  chains,
  coinbaseKeys,
  modalFrame,
}) => {
  test.setTimeout(120_000)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  const connecting = rpc(page, 'eth_requestAccounts')
  await answerIn(await pickCoinbase(page, modalFrame), 'Connect to this site?', 'Approve')
  expect(await connecting).toEqual({ result: [coinbaseKeys.address] })
  await installViemCalls(page, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)

  const smartWallet = { atomic: { status: 'supported' }, paymasterService: { supported: true } }
  expect(await getCapabilities(page)).toEqual({
    result: { [chains.one.chainId]: smartWallet, [chains.two.chainId]: smartWallet },
  })

  const client = chains.one.client
  const to = chains.one.accounts[7]!.address as Hex
  const before = await client.getBalance({ address: to })
  const sending = sendCalls(
    page,
    [
      { to, value: '1000' },
      { to, value: '2000' },
    ],
    true,
    { paymasterService: { url: PAYMASTER } },
  )
  // The wallet's own popup asks once for the whole batch, the paymaster service with it.
  const popup = await popupShowing(page, 'wallet_sendCalls')
  await expect(popup.locator('#detail')).toContainText(PAYMASTER)
  await answerIn(popup, 'wallet_sendCalls', 'Approve')
  const sent = await sending
  expect(sent).toMatchObject({ result: { id: expect.stringMatching(/^0x[0-9a-f]{64}$/) } })
  const { id } = (sent as { result: { id: string } }).result

  const done = await waitForCallsStatus(page, id)
  expect(done).toMatchObject({
    result: {
      id,
      statusCode: 200,
      status: 'success',
      atomic: true,
      receipts: [{ status: 'success' }],
    },
  })
  expect(await client.getBalance({ address: to })).toBe(before + 3000n)
  const receipts = (done as { result: { receipts: { transactionHash: Hex }[] } }).result.receipts
  const tx = await client.getTransaction({ hash: receipts[0]!.transactionHash })
  expect(tx).toMatchObject({ type: 'eip7702', to: coinbaseKeys.address.toLowerCase() })
})
