// The modal gets out of the way after a success, as AppKit's does: a network picked in
// Networks that the host opened closes it, one picked from Account returns to Account, and
// Disconnect in Account closes it (after a connect it closes too: host.lifecycle spec). The
// hidden frame's live region is not heard: the host page's own region says what closed it.

import { devWalletAccountTest as test } from '../../fixtures/accounts/devWalletAccountTest.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { hostStatus, rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('behavior: a network picked in Networks opened by the host switches and closes the modal', async ({
  walletPage,
  modalFrame,
  devWalletAccount: _connected,
}) => {
  await walletPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  const networks = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await networks.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  await expect.poll(() => rpc(walletPage, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  expect(await walletPage.evaluate(() => window.modal.getState()?.open)).toBe(false)
  // The hidden frame is not heard: the host page's own region says what closed the modal.
  await expect(walletPage.getByRole('status')).toHaveText('Switched to Anvil Two')
})

test('behavior: a network picked from Account switches and returns to Account', async ({
  walletPage,
  modalFrame,
  accountShown: { dialog: account },
}) => {
  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await networks.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  await expect(account).toBeVisible()
  await expect(account.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
  expect(await rpc(walletPage, 'eth_chainId')).toEqual({ result: '0x7a6a' })
})

test('behavior: Disconnect in Account disconnects and closes the modal', async ({
  walletPage,
  modalFrame,
  devWalletAccount: _connected,
}) => {
  const said = walletPage.getByRole('status')
  await expect(said).toHaveText('Connected to Dev Wallet')
  // Closed with nothing new: nothing more is said.
  await walletPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('dialog', { name: 'Account' }).press('Escape')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await walletPage.waitForTimeout(300)
  await expect(said).toHaveText('Connected to Dev Wallet')
  await walletPage.evaluate(() => window.modal.open())
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Disconnect', exact: true }))
  await expect.poll(() => hostStatus(walletPage)).toBe('disconnected')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  expect(await walletPage.evaluate(() => window.modal.getState()?.open)).toBe(false)
  await expect(said).toHaveText('Disconnected')
  // Opened again, it offers Connect.
  await walletPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})
