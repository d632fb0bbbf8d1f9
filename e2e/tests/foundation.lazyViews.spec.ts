// Views after Connect load from a lazy chunk (prefetched when the frame is idle). A chunk that
// cannot load (offline, a redeployed frame) shows an error with "Try again" in the card; the
// modal stays usable and the retry loads the view.
import { expect, openHostPage, test } from '../fixtures/test.ts'

test('error: a lazy view whose chunk fails shows Try again, which loads it', async ({
  page,
  stack,
  modalFrame,
}) => {
  let chunkAvailable = false
  await page.route('**/assets/deferredViews-*.js', (route) =>
    chunkAvailable ? route.continue() : route.abort('internetdisconnected'),
  )
  await openHostPage(page, stack)
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  const dialog = modalFrame.getByRole('dialog', { name: 'Choose Network' })
  await expect(dialog.getByRole('alert')).toContainText('could not load')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled()

  chunkAvailable = true
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('button', { name: 'Anvil Two' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})
