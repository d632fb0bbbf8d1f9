// Disconnecting (SPEC §4, §8): it resets the send form and removes the stored connector id; a
// wallet that fails it leaves the user told 'Failed to disconnect' and what to do, not a silent
// close.
import type { FrameLocator, Page } from '@playwright/test'
import { devWalletAccountTest as test } from '../../fixtures/accounts/devWalletAccountTest.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { connectDevWallet, hostStatus, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/** What the frame stored about the connected wallets (its own localStorage), or null. */
function storedWallets(page: Page, frameUrl: string) {
  const frame = page.frames().find((f) => f.url().startsWith(`${frameUrl}/?`))
  if (!frame) throw new Error('The modal frame is not in the page.')
  return frame.evaluate(() => localStorage.getItem('porthole:connectedWallets'))
}

/** Disconnected all the same, and told so on Connect, which the failed disconnect opens. */
async function expectDisconnectedSayingSo(page: Page, modalFrame: FrameLocator) {
  const connect = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(connect.getByRole('alert')).toHaveText(
    'Failed to disconnect. The wallet may still list this site as connected: remove it there.',
  )
  expect(await hostStatus(page)).toBe('disconnected')
}

test('error: a wallet that fails the disconnect from Account leaves Connect saying Failed to disconnect', async ({
  walletPage: page,
  modalFrame,
  devWalletAccount: _connected,
}) => {
  // The wallet now refuses to forget this site (wallet_revokePermissions fails).
  await setDevWalletMode(page, 'fail')
  await page.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await clickWhenArmed(account.getByRole('button', { name: 'Disconnect', exact: true }))
  await expectDisconnectedSayingSo(page, modalFrame)
})

test("error: the host's disconnect that the wallet fails opens the modal saying so", async ({
  walletPage: page,
  modalFrame,
  devWalletAccount: _connected,
}) => {
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await setDevWalletMode(page, 'fail')
  await page.evaluate(() => window.modal.disconnect())
  await expectDisconnectedSayingSo(page, modalFrame)
})

test('behavior: a disconnect empties the send form and removes the stored connector id', async ({
  walletPage: page,
  modalFrame,
  stack,
  devWalletAccount: _connected,
}) => {
  expect(await storedWallets(page, stack.frameUrl)).toContain('dev.porthole.devwallet')

  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  const send = modalFrame.getByRole('dialog', { name: 'Send' })
  await send.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.25')
  await send
    .getByRole('textbox', { name: 'To', exact: true })
    .fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await page.evaluate(() => window.modal.close())
  await page.evaluate(() => window.modal.disconnect())
  expect(await hostStatus(page)).toBe('disconnected')
  expect(await storedWallets(page, stack.frameUrl)).toBeNull()

  // The same wallet again: Send starts empty, not with the last receiver and amount.
  await page.evaluate(() => window.modal.open())
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  await expect(send.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('')
  await expect(send.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('')
})
