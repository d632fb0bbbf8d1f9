import { expect, test } from '../fixtures/test.ts'

test('default: the modal opens on Connect across origins', async ({ hostPage, modalFrame }) => {
  await hostPage.evaluate(() => (window as any).modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})
