import type { Hex } from 'viem'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { sendDusdFromHost } from '../../fixtures/page/onChain/sendDusdFromHost.ts'
import { EXPLORER, openExplorerHostPage } from '../../fixtures/page/openExplorerHostPage.ts'
import { openedUrl } from '../../fixtures/page/openedUrl.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('behavior: Block Explorer opens the address page and an Activity item its transaction page', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await openExplorerHostPage(page, stack, chains)
  const from = (await connectDevWallet(page, modalFrame)) as Hex
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })

  const explorer = account.getByRole('button', { name: 'Block Explorer' })
  expect(await openedUrl(page, () => explorer.click())).toBe(`${EXPLORER}/address/${from}`)

  const sent = await sendDusdFromHost(page, chains.one, {
    from,
    to: chains.one.accounts[7]!.address,
    units: 1n,
  })
  const hash = sent.result as Hex
  // The indexer looks for new blocks every 500 ms; reselecting the tab refreshes the list.
  const newest = account.getByRole('tabpanel').getByTestId('activity-item').first()
  await expect(async () => {
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(newest).toContainText('Sent DUSD', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  const link = newest.getByRole('button', { name: 'View transaction in explorer' })
  expect(await openedUrl(page, () => link.click())).toBe(`${EXPLORER}/tx/${hash}`)
})
