// wallet_showCallsStatus for a batch the modal sent one transaction per call (the dev wallet has
// no EIP-5792): a host page calls viem's showCallsStatus after sendCalls and the modal opens
// CallsStatus, each call with its state, following the calls as they land, and each sent one
// with its transaction in the network's explorer (served by the test, not dialled). An id no
// one knows is 5730 and opens nothing.
import { axeTest as test } from '../../fixtures/a11y/axeTest.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import {
  sendCallsApproved,
  transactionPrompt,
} from '../../fixtures/page/onChain/sendCallsApproved.ts'
import {
  installViemCalls,
  showCallsStatus,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { EXPLORER, openExplorerHostPage } from '../../fixtures/page/openExplorerHostPage.ts'
import { openedUrl } from '../../fixtures/page/openedUrl.ts'
import { connectDevWallet, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('behavior: showCallsStatus opens the batch in the modal, each call with its state and explorer link, live as calls land; an unknown id is 5730 and opens nothing', async ({
  page,
  stack,
  chains,
  modalFrame,
  axe,
}) => {
  await openExplorerHostPage(page, stack, chains, [
    devNetwork(chains.two.chainId, chains.two.rpcUrl, 'Anvil Two'),
  ])
  await connectDevWallet(page, modalFrame)
  await installViemCalls(page, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)
  const isOpen = () => page.evaluate(() => window.modal.getState()?.open)
  await expect.poll(isOpen).toBe(false)

  // An id the modal never gave, with a wallet that has no EIP-5792: refused, the modal stays shut.
  expect(await showCallsStatus(page, `0x${'12'.repeat(32)}`)).toMatchObject({
    error: { code: 5730 },
  })
  expect(await isOpen()).toBe(false)

  // Two calls; the first approved and sent, the second's approval still asked in the wallet.
  await setDevWalletMode(page, 'prompt')
  const to = chains.one.accounts[6]!.address
  const id = await sendCallsApproved(page, [
    { to, value: '250000000000000000' },
    { to, value: '1000' },
  ])
  await expect(transactionPrompt(page)).toBeVisible()

  expect(await showCallsStatus(page, id)).toEqual({ result: null })
  expect(await isOpen()).toBe(true)
  const view = modalFrame.getByRole('dialog', { name: 'Batch status' })
  const calls = view.getByRole('list', { name: 'Calls' }).getByRole('listitem')
  await expect(calls).toHaveCount(2)
  await expect(calls.nth(0)).toContainText('0.25 ETH')
  await expect(calls.nth(0)).toContainText('Confirmed')
  await expect(calls.nth(1)).toContainText('Waiting to be sent')
  await expect(view.getByRole('status')).toHaveText('In progress: 1 of 2 confirmed')
  await expect(view.getByRole('button', { name: 'View call 2 in explorer' })).toHaveCount(0)
  await axe.scanBehindPrompt('CallsStatus/pending')

  // The second approved: the view follows it to the end without being asked again. The modal's
  // top-layer dialog covers the host page's prompt (a wallet's own window in real life), so
  // the prompt's button is clicked directly.
  await transactionPrompt(page).getByRole('button', { name: 'Approve' }).dispatchEvent('click')
  const done = await waitForCallsStatus(page, id)
  expect(done).toMatchObject({ result: { statusCode: 200 } })
  await expect(calls.nth(1)).toContainText('Confirmed')
  await expect(view.getByRole('status')).toHaveText('Done: every call is confirmed')
  const hashes = (done as { result: { receipts: { transactionHash: string }[] } }).result.receipts
  for (const [i, { transactionHash }] of hashes.entries()) {
    const link = view.getByRole('button', { name: `View call ${i + 1} in explorer` })
    expect(await openedUrl(page, () => link.click())).toBe(`${EXPLORER}/tx/${transactionHash}`)
  }
  await axe.scan('CallsStatus/done')
  axe.expectNone()
})
