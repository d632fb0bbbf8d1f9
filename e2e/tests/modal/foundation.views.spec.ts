// The view stack rules of SPEC §2 that the host drives: open({ view }) resets the history, and
// the current network kept on Networks. Back, a re-pushed view and the slide direction are view
// tests (frame-app ViewStack.view.test.tsx).
import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

const back = (frame: FrameLocator) => frame.getByRole('button', { name: 'Back' })
const direction = (frame: FrameLocator) => frame.locator('[data-direction]')
const hostState = (page: Page) =>
  page.evaluate(() => {
    const state = window.modal.getState()
    return { open: state?.open, view: state?.view }
  })

/**
 * Connect → the Dev Wallet's connecting view, whose request never settles (an extension that
 * stopped answering), so the user stays there until they go back.
 */
async function toConnecting(page: Page, frame: FrameLocator) {
  await page.evaluate(() => {
    window.devWallet.setMode('disappear')
    return window.modal.open()
  })
  const row = frame.getByRole('button', { name: 'Dev Wallet', exact: true })
  // Wallet rows take clicks only once the card has been visible for a moment (clickjacking).
  await expect(row).toBeEnabled()
  await row.click()
  await expect(frame.getByRole('dialog', { name: 'Dev Wallet' })).toBeVisible()
}

test('behavior: open({ view }) while open replaces the history with that one view', async ({
  walletPage,
  modalFrame,
}) => {
  await toConnecting(walletPage, modalFrame)
  await expect(back(modalFrame)).toBeVisible()

  await walletPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  await expect(modalFrame.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
  await modalFrame.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => hostState(walletPage)).toEqual({ open: false, view: 'Networks' })

  // Opening again without a view starts over on Connect.
  await walletPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
})

test('behavior: picking the current network stays on Networks; Back returns to Account', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'Dev Wallet' }).click()
  // Connecting closes the modal; opened again it shows Account as the only view.
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await walletPage.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)

  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await expect(networks).toBeVisible()
  await expect(direction(modalFrame)).toHaveAttribute('data-direction', 'next')
  const current = networks.getByRole('button', { name: 'Anvil', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'true')
  await current.click()
  await expect(networks).toBeVisible()
  await expect(current).toHaveAttribute('aria-current', 'true')

  await back(modalFrame).click()
  await expect(account).toBeVisible()
  await expect(direction(modalFrame)).toHaveAttribute('data-direction', 'prev')
  await expect(back(modalFrame)).toHaveCount(0)
})
