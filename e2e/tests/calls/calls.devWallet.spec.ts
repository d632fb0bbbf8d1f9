// EIP-5792 for a wallet without it: a host page uses viem's getCapabilities, sendCalls and
// waitForCallsStatus over modal.provider with the dev wallet connected (it answers
// wallet_getCapabilities with its own EIP-7811 entries only and has no wallet_sendCalls). The
// modal sends such a batch as one eth_sendTransaction per call, each approved in the wallet.
import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { devWalletAccountTest } from '../../fixtures/accounts/devWalletAccountTest.ts'
import {
  sendCallsApproved,
  transactionPrompt,
} from '../../fixtures/page/onChain/sendCallsApproved.ts'
import {
  type CallsStatus,
  getCallsStatus,
  getCapabilities,
  installViemCalls,
  sendCalls,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/**
 * `test` with `viemCallsAccount` (the dev wallet connected, viem's EIP-5792 calls in the page)
 * and `promptedReceiver` (the same, the wallet then asking about each transaction: the batches'
 * receiver, dev account 6).
 */
const test = devWalletAccountTest.extend<{ viemCallsAccount: Hex; promptedReceiver: Hex }>({
  viemCallsAccount: async ({ walletPage, stack, chains, devWalletAccount }, use) => {
    await installViemCalls(walletPage, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)
    await use(devWalletAccount as Hex)
  },
  promptedReceiver: async ({ walletPage, chains, viemCallsAccount: _account }, use) => {
    await setDevWalletMode(walletPage, 'prompt')
    await use(chains.one.accounts[6]!.address)
  },
})

/** EIP-5792's status names by code. */
const STATUS = { 100: 'pending', 200: 'success', 600: 'failure' } as const

/**
 * The status of a batch the modal sends one transaction per call (atomic: false): its code
 * and name, and a successful receipt for each of the `landed` calls sent so far.
 */
const sequentialBatch = (statusCode: keyof typeof STATUS, landed: number) => ({
  statusCode,
  status: STATUS[statusCode],
  atomic: false,
  receipts: Array.from({ length: landed }, () => ({ status: 'success' })),
})

test('default: getCapabilities says atomic unsupported on each dev chain, nothing the wallet lacks', async ({
  walletPage,
  chains,
  viemCallsAccount: _account,
}) => {
  const unsupported = { atomic: { status: 'unsupported' } }
  expect(await getCapabilities(walletPage)).toEqual({
    result: { [chains.one.chainId]: unsupported, [chains.two.chainId]: unsupported },
  })
  expect(await getCapabilities(walletPage, chains.two.chainId)).toEqual({ result: unsupported })
})

test('behavior: sendCalls sends each call as its own transaction, in order, one wallet approval each; atomicRequired is 5760 before any prompt', async ({
  walletPage,
  chains,
  viemCallsAccount: from,
  promptedReceiver: to,
}) => {
  const client = chains.one.client
  const dusd = chains.one.tokens.DUSD.address
  const dusdOf = (who: Hex) =>
    client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
  const [ethBefore, dusdBefore, nonceBefore] = await Promise.all([
    client.getBalance({ address: to }),
    dusdOf(to),
    client.getTransactionCount({ address: from }),
  ])
  const calls = [
    { to, value: parseEther('0.25').toString() },
    {
      to: dusd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 3_000_000n] }),
    },
  ]

  // atomicRequired: refused at once, the wallet never asked.
  expect(await sendCalls(walletPage, calls, true)).toMatchObject({ error: { code: 5760 } })
  await expect(transactionPrompt(walletPage)).toHaveCount(0)

  // The batch's id comes once the first call is approved and sent; the second asks next.
  const id = await sendCallsApproved(walletPage, calls)
  await expect.poll(() => client.getBalance({ address: to })).toBe(ethBefore + parseEther('0.25'))
  expect(await dusdOf(to)).toBe(dusdBefore)
  // Waiting on the second approval: pending, the first call's receipt there already.
  await expect(transactionPrompt(walletPage)).toBeVisible()
  expect(await getCallsStatus(walletPage, id)).toMatchObject({ result: sequentialBatch(100, 1) })
  await transactionPrompt(walletPage).getByRole('button', { name: 'Approve' }).click()

  const done = await waitForCallsStatus(walletPage, id)
  expect(done).toMatchObject({
    result: { ...sequentialBatch(200, 2), id, chainId: chains.one.chainId, version: '2.0.0' },
  })
  expect(await dusdOf(to)).toBe(dusdBefore + 3_000_000n)
  expect(await client.getTransactionCount({ address: from })).toBe(nonceBefore + 2)
  // One transaction per call, in order: the DUSD transfer's log is in the second receipt.
  const receipts = (done as { result: CallsStatus }).result.receipts!
  expect(receipts[0]!.logs).toEqual([])
  expect(receipts[1]!.logs).toHaveLength(1)
  const [first, second] = await Promise.all(
    receipts.map((r) => client.getTransactionReceipt({ hash: r.transactionHash as Hex })),
  )
  expect(first!.blockNumber).toBeLessThan(second!.blockNumber)
})

test('behavior: a rejected second approval ends the batch: waitForCallsStatus reports 600 with the first call landed', async ({
  walletPage,
  promptedReceiver: to,
}) => {
  const id = await sendCallsApproved(walletPage, [
    { to, value: '1000' },
    { to, value: '2000' },
    { to, value: '3000' },
  ])
  await transactionPrompt(walletPage).getByRole('button', { name: 'Reject' }).click()
  expect(await waitForCallsStatus(walletPage, id)).toMatchObject({
    result: sequentialBatch(600, 1),
  })
  await expect(transactionPrompt(walletPage)).toHaveCount(0)
  // An id the modal never gave, with a wallet that has no EIP-5792: 5730.
  expect(await getCallsStatus(walletPage, `0x${'12'.repeat(32)}`)).toMatchObject({
    error: { code: 5730 },
  })
})

test('error: a paymasterService the dev wallet does not report is 5700 before any prompt; marked optional the calls go on without it (ERC-7677)', async ({
  walletPage,
  promptedReceiver: to,
}) => {
  const paymasterService = { url: 'https://paymaster.porthole.test/rpc' }
  expect(
    await sendCalls(walletPage, [{ to, value: '1000' }], false, { paymasterService }),
  ).toMatchObject({ error: { code: 5700 } })
  await expect(transactionPrompt(walletPage)).toHaveCount(0)

  const id = await sendCallsApproved(walletPage, [{ to, value: '1000' }], false, {
    paymasterService: { ...paymasterService, optional: true },
  })
  expect(await waitForCallsStatus(walletPage, id)).toMatchObject({
    result: sequentialBatch(200, 1),
  })
})
