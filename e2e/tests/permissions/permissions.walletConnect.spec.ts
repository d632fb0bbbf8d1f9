// The Permissions view (issue 39) lists the frame's WalletConnect session; its Revoke
// disconnects that session, which ends it in the phone wallet too.
import { hostStatus } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { pairPhoneWallet, wcTest as test } from '../../fixtures/wcTest.ts'

test('behavior: Revoke on the WalletConnect session disconnects it, in the modal and in the wallet', async ({
  wcHostPage: page,
  phoneWallet: wallet,
  modalFrame,
}) => {
  await pairPhoneWallet(page, modalFrame, wallet)
  expect(wallet.sessions()).toHaveLength(1)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Permissions' }).click()
  const view = modalFrame.getByRole('dialog', { name: 'Permissions' })
  const row = view.getByRole('listitem').filter({ hasText: /^WalletConnect session with / })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: /^Revoke: WalletConnect session with / }).click()
  await expect.poll(() => wallet.sessions().length).toBe(0)
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
})
