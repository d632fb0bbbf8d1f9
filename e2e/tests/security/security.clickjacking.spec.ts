// SECURITY.md #2: clickjacking. A host page that makes the modal nearly or fully transparent
// or covers it with a decoy cannot turn the user's click into a connection: connect buttons
// stay disabled unless IntersectionObserver v2 reports the card really visible, and for a
// settle delay (500 ms) after it is.
import type { FrameLocator, Page } from '@playwright/test'
import { clickThrough } from '../../fixtures/clickjacking/clickThrough.ts'
import { layDecoy, removeDecoy } from '../../fixtures/clickjacking/layDecoy.ts'
import { setModalOpacity } from '../../fixtures/clickjacking/setModalOpacity.ts'
import { test as base, expect } from '../../fixtures/test.ts'

const devWalletRow = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: /Dev Wallet/ })

const test = base.extend<{ connectShown: Page }>({
  /** `walletPage` with Connect open, its Dev Wallet row taking clicks. */
  connectShown: async ({ walletPage: page, modalFrame }, use) => {
    await page.evaluate(() => window.modal.open())
    await expect(devWalletRow(modalFrame)).toBeEnabled()
    await use(page)
  },
})

/** The host's view: did anything connect? */
const status = (page: Page) => page.evaluate(() => window.modal.getState()?.status)

const disconnectButton = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: 'Disconnect', exact: true })

/** Once the attack stops, the same row works again: the guard only holds, it never breaks. */
async function stillConnects(page: Page, modalFrame: FrameLocator) {
  await expect(devWalletRow(modalFrame)).toBeEnabled()
  await devWalletRow(modalFrame).click()
  await expect.poll(() => status(page)).toBe('connected')
}

for (const opacity of ['0.1', '0']) {
  test(`error: a click through the modal at opacity ${opacity} does not connect`, async ({
    connectShown: page,
    modalFrame,
  }) => {
    await setModalOpacity(page, opacity)
    await expect(devWalletRow(modalFrame)).toBeDisabled()
    await clickThrough(page, devWalletRow(modalFrame))
    expect(await status(page)).toBe('disconnected')
    await setModalOpacity(page, '')
    await stillConnects(page, modalFrame)
  })
}

test('error: a click through a decoy laid over the modal does not connect', async ({
  connectShown: page,
  modalFrame,
}) => {
  await layDecoy(page)
  await expect(devWalletRow(modalFrame)).toBeDisabled()
  await clickThrough(page, devWalletRow(modalFrame))
  expect(await status(page)).toBe('disconnected')
  await removeDecoy(page)
  await stillConnects(page, modalFrame)
})

test('error: a click through a decoy laid over Account does not disconnect', async ({
  walletPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open())
  await devWalletRow(modalFrame).click()
  await expect.poll(() => status(page)).toBe('connected')
  // Tall enough for Disconnect to show without scrolling.
  await page.setViewportSize({ width: 1024, height: 900 })
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(disconnectButton(modalFrame)).toBeEnabled()
  await expect(disconnectButton(modalFrame)).toBeInViewport()
  await layDecoy(page)
  await expect(disconnectButton(modalFrame)).toBeDisabled()
  await clickThrough(page, disconnectButton(modalFrame))
  expect(await status(page)).toBe('connected')
  await removeDecoy(page)
  // The guard only holds: once the decoy is gone, Disconnect works again.
  await expect(disconnectButton(modalFrame)).toBeEnabled()
  await disconnectButton(modalFrame).click()
  await expect.poll(() => status(page)).toBe('disconnected')
})
