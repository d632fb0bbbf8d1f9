// EIP-5792 batch ids that survive a reload (decision 0237): the modal keeps each batch it sends
// in the api, so after the host page reloads viem's waitForCallsStatus still gets the batch's
// final status from the chain. A two-call batch cut by the reload after its first approval
// stops there (the second call is never asked for again): 600, the first call landed.
import type { Hex } from 'viem'
import {
  sendCallsApproved,
  transactionPrompt,
} from '../../fixtures/page/onChain/sendCallsApproved.ts'
import {
  getCallsStatus,
  installViemCalls,
  showCallsStatus,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { connectDevWallet, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

test('behavior: a reload in the middle of a batch still reports its final status: 600 with the first call landed, the rest never sent; a finished batch is 200', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
}) => {
  const from = (await connectDevWallet(walletPage, modalFrame)) as Hex
  await installViemCalls(walletPage, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)
  const client = chains.one.client
  const to = chains.one.accounts[6]!.address
  await setDevWalletMode(walletPage, 'prompt')

  // One batch sent to the end, one cut after its first approval (the second still asked).
  const finished = await sendCallsApproved(walletPage, [{ to, value: '1000' }])
  const cut = await sendCallsApproved(walletPage, [
    { to, value: '2000' },
    { to, value: '3000' },
  ])
  await expect(transactionPrompt(walletPage)).toBeVisible()
  expect(await getCallsStatus(walletPage, cut)).toMatchObject({ result: { statusCode: 100 } })
  const nonce = await client.getTransactionCount({ address: from, blockTag: 'pending' })

  // The host page reloads; its modal reconnects the dev wallet on its own.
  await walletPage.reload()
  await openHostPage(walletPage, stack, { networks: chainNetworks(chains) })
  await installViemCalls(walletPage, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)

  expect(await waitForCallsStatus(walletPage, cut)).toMatchObject({
    result: {
      id: cut,
      chainId: chains.one.chainId,
      statusCode: 600,
      status: 'failure',
      atomic: false,
      receipts: [{ status: 'success' }],
    },
  })
  expect(await waitForCallsStatus(walletPage, finished)).toMatchObject({
    result: { id: finished, statusCode: 200, atomic: false, receipts: [{ status: 'success' }] },
  })
  // The second call was not asked for again, nor sent.
  await expect(transactionPrompt(walletPage)).toHaveCount(0)
  expect(await client.getTransactionCount({ address: from, blockTag: 'pending' })).toBe(nonce)

  // The modal's CallsStatus view knows the batch too: the first call confirmed, the second not sent.
  expect(await showCallsStatus(walletPage, cut)).toEqual({ result: null })
  const view = modalFrame.getByRole('dialog', { name: 'Batch status' })
  const calls = view.getByRole('list', { name: 'Calls' }).getByRole('listitem')
  await expect(calls).toHaveCount(2)
  await expect(calls.nth(0)).toContainText('Confirmed')
  await expect(calls.nth(1)).toContainText('Not sent')
})
