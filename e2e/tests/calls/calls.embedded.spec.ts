// EIP-5792 for an embedded account, through viem in the host page: without its smart account
// the calls are approved once (ApproveTransaction lists them all) and sent one transaction
// each (atomic: false); with it they run in one transaction (atomic: true). getCapabilities
// says which, and waitForCallsStatus reports the batch with a receipt per transaction. The same
// holds on the second dev chain, which has the delegation contract too.
import type { FrameLocator, Page } from '@playwright/test'
import type { Hex, PublicClient } from 'viem'
import type { DevChain } from '../../fixtures/devChain/startDevChain.ts'
import { approveShown, fundAccount } from '../../fixtures/emailLogin.ts'
import { emailAccountTest } from '../../fixtures/login/emailAccountTest.ts'
import {
  getCapabilities,
  installViemCalls,
  sendCalls,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { expect } from '../../fixtures/test.ts'

type CallsSetup = { address: Hex; client: PublicClient; to: Hex }

const test = emailAccountTest.extend<{ callsOn: (chain: DevChain) => Promise<CallsSetup> }>({
  /**
   * The email account given ETH on `chain` and viem's EIP-5792 calls installed in the host page
   * for it: the account, a reader of the chain and dev account 5, whom the calls pay.
   */
  callsOn: async ({ page, stack, emailAccount: { address } }, use) => {
    await use(async (chain) => {
      await fundAccount(chain.rpcUrl, address)
      await installViemCalls(page, stack.hostUrl, chain.chainId, chain.rpcUrl)
      const client = chain.client
      return { address, client, to: chain.accounts[5]!.address }
    })
  },
})

// A fresh email account's login and two batches: twice the default time.
test.describe.configure({ timeout: 120_000 })

const SIMPLE_7702_ACCOUNT = '0xe6cae83bde06e4c305530e199d7217f42808555b'

/**
 * Account's smart-account switch turned on (off until then) on the network the host is on, and
 * the host's getCapabilities then saying atomic is supported on `chainId`.
 */
async function turnSmartAccountOn(page: Page, frame: FrameLocator, chainId: number) {
  const account = new AccountView(page, frame)
  await account.openLoaded()
  const toggle = account.smartAccountSwitch()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.evaluate(() => window.modal.close())
  expect(await getCapabilities(page, chainId)).toEqual({
    result: { atomic: { status: 'supported' } },
  })
}

/**
 * viem's sendCalls of two payments to `to` (`atomic`: atomicRequired), approved in
 * ApproveTransaction (which lists both); then waitForCallsStatus says a success on `chainId`,
 * in one transaction when atomic, one per call when not, each with a successful receipt.
 */
async function sendBatchApproved(
  page: Page,
  frame: FrameLocator,
  to: Hex,
  { chainId, atomic }: { chainId: number; atomic: boolean },
) {
  const calls = [
    { to, value: '1000' },
    { to, value: '2000' },
  ]
  const sending = sendCalls(page, calls, atomic)
  await expect(frame.getByTestId('approve-title')).toHaveText('Send 2 calls')
  await expect(frame.getByTestId('approve-call')).toHaveCount(2)
  await approveShown(frame)
  const sent = await sending
  expect(sent).toMatchObject({ result: { id: expect.any(String) } })
  const { id } = (sent as { result: { id: string } }).result
  expect(await waitForCallsStatus(page, id)).toMatchObject({
    result: {
      statusCode: 200,
      status: 'success',
      atomic,
      chainId,
      receipts: Array.from({ length: atomic ? 1 : calls.length }, () => ({ status: 'success' })),
    },
  })
}

test('default: an eoa sends one transaction per call after one approval; the smart account one transaction, atomic', async ({
  page,
  chains,
  modalFrame,
  callsOn,
}) => {
  const { address, client, to } = await callsOn(chains.one)
  const unsupported = { atomic: { status: 'unsupported' } }

  // Smart account off: not atomic, so atomicRequired is refused before any approval.
  expect(await getCapabilities(page, chains.one.chainId)).toEqual({ result: unsupported })
  expect(await sendCalls(page, [{ to, value: '1' }], true)).toMatchObject({
    error: { code: 5760 },
  })
  await expect(modalFrame.getByTestId('approve-title')).toHaveCount(0)
  await sendBatchApproved(page, modalFrame, to, { chainId: chains.one.chainId, atomic: false })
  expect(await client.getTransactionCount({ address })).toBe(2)

  // Smart account on: atomic supported, and the two calls land in one transaction.
  await turnSmartAccountOn(page, modalFrame, chains.one.chainId)
  await sendBatchApproved(page, modalFrame, to, { chainId: chains.one.chainId, atomic: true })
  // One transaction more (its authorization took a nonce as well: EIP-7702, self-sponsored).
  expect(await client.getTransactionCount({ address })).toBe(4)
})

test('the smart account on the second dev chain: getCapabilities says atomic there, and the batch lands in one transaction', async ({
  page,
  chains,
  modalFrame,
  callsOn,
}) => {
  expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  const { address, client, to } = await callsOn(chains.two)
  const before = await client.getBalance({ address: to })

  // The switch is per chain: off here until turned on here.
  expect(await getCapabilities(page, chains.two.chainId)).toEqual({
    result: { atomic: { status: 'unsupported' } },
  })
  await turnSmartAccountOn(page, modalFrame, chains.two.chainId)

  await sendBatchApproved(page, modalFrame, to, { chainId: chains.two.chainId, atomic: true })
  // Delegated on this chain (one type-4 transaction, its authorization a nonce too), and both
  // values arrived; the first chain saw nothing.
  expect(await client.getCode({ address })).toBe(`0xef0100${SIMPLE_7702_ACCOUNT.slice(2)}`)
  expect(await client.getTransactionCount({ address })).toBe(2)
  expect((await client.getBalance({ address: to })) - before).toBe(3000n)
  const first = chains.one.client
  expect(await first.getTransactionCount({ address })).toBe(0)
})
