// Disconnecting (SPEC §4, §8): a wallet that fails it leaves the user told 'Failed to
// disconnect' and what to do, not a silent close.
import { clickWhenArmed } from '../fixtures/clickWhenArmed.ts'
import { connectDevWallet, hostStatus, setDevWalletMode } from '../fixtures/pageHelpers.ts'
import { expect, test } from '../fixtures/test.ts'

const FAILED =
  'Failed to disconnect. The wallet may still list this site as connected: remove it there.'

test('error: a wallet that fails the disconnect from Account leaves Connect saying Failed to disconnect', async ({
  walletPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open())
  await connectDevWallet(page, modalFrame)
  // The wallet now refuses to forget this site (wallet_revokePermissions fails).
  await setDevWalletMode(page, 'fail')
  await page.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await clickWhenArmed(account.getByRole('button', { name: 'Disconnect', exact: true }))
  // Disconnected here all the same, and told so, on Connect instead of a silent close.
  const connect = modalFrame.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('alert')).toHaveText(FAILED)
  expect(await hostStatus(page)).toBe('disconnected')
})

test("error: the host's disconnect that the wallet fails opens the modal saying so", async ({
  walletPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open())
  await connectDevWallet(page, modalFrame)
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await setDevWalletMode(page, 'fail')
  await page.evaluate(() => window.modal.disconnect())
  const connect = modalFrame.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('alert')).toHaveText(FAILED)
  expect(await hostStatus(page)).toBe('disconnected')
})
