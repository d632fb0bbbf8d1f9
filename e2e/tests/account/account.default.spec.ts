// Account's copy-address button, inside a cross-origin frame that the host page did not grant
// clipboard-write: the shared clipboard helper falls back to a selected textarea.

import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

test('behavior: Copy address puts the full address on the clipboard and says so', async ({
  walletPage,
  modalFrame,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await walletPage.evaluate(() => window.modal.open())
  const address = await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open())
  const dialog = modalFrame.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(dialog.getByText('Address copied')).toHaveCount(1)
  await expect.poll(() => walletPage.evaluate(() => navigator.clipboard.readText())).toBe(address)
})
