// The view stack rules of SPEC §2 as the user meets them: Back, re-pushing the current view,
// reset on open, and the slide direction of the transition.
import type { FrameLocator, Page } from '@playwright/test'
import type { Modal } from '@porthole/host-sdk'
import { expect, test } from '../fixtures/test.ts'

declare global {
  interface Window {
    modal: Modal
  }
}

const back = (frame: FrameLocator) => frame.getByRole('button', { name: 'Back' })
const direction = (frame: FrameLocator) => frame.locator('[data-direction]')
const hostState = (page: Page) =>
  page.evaluate(() => {
    const state = window.modal.getState()
    return { open: state?.open, view: state?.view }
  })

test('default: the first view has no Back button, only Close', async ({ hostPage, modalFrame }) => {
  await hostPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
})

test('behavior: Back returns through history with a prev slide, down to the root view', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  await expect(direction(modalFrame)).toHaveAttribute('data-direction', 'next')
  expect(await hostState(hostPage)).toEqual({ open: true, view: 'ConnectingWalletConnectBasic' })

  await back(modalFrame).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(direction(modalFrame)).toHaveAttribute('data-direction', 'prev')
  await expect(back(modalFrame)).toHaveCount(0)
  await expect.poll(() => hostState(hostPage)).toEqual({ open: true, view: 'Connect' })
})

test('behavior: a double click that pushes the same view twice needs only one Back', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open())
  const walletConnect = modalFrame.getByRole('button', { name: 'WalletConnect' })
  await expect(walletConnect).toBeVisible()
  // Two clicks in the same task: the second pushes the view that is already current.
  await walletConnect.evaluate((button: HTMLElement) => {
    button.click()
    button.click()
  })
  await expect(modalFrame.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  await back(modalFrame).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
})

test('behavior: open({ view }) while open replaces the history with that one view', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(back(modalFrame)).toBeVisible()

  await hostPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  await expect(modalFrame.getByRole('dialog', { name: 'Choose Network' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
  await modalFrame.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => hostState(hostPage)).toEqual({ open: false, view: 'Networks' })

  // Opening again without a view starts over on Connect.
  await hostPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(back(modalFrame)).toHaveCount(0)
})

test('behavior: picking the current network stays on Networks; Back returns to Account', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'Dev Wallet' }).click()
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  // Connecting resets the history: Account is the only view.
  await expect(back(modalFrame)).toHaveCount(0)

  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = modalFrame.getByRole('dialog', { name: 'Choose Network' })
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
