// SECURITY.md #2: clickjacking. A host page that makes the modal nearly or fully transparent
// or covers it with a decoy cannot turn the user's click into a connection: connect buttons
// stay disabled unless IntersectionObserver v2 reports the card really visible, and for a
// settle delay (500 ms) after it is.
import type { FrameLocator, Page } from '@playwright/test'
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

/** A real mouse click at the row's place on screen, whatever covers it and whatever its state. */
async function clickThrough(
  page: Page,
  modalFrame: FrameLocator,
  target = devWalletRow(modalFrame),
) {
  const box = (await target.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(1000)
}

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
    await page.evaluate((opacity) => {
      document.querySelector<HTMLElement>('dialog')!.style.opacity = opacity
    }, opacity)
    await expect(devWalletRow(modalFrame)).toBeDisabled()
    await clickThrough(page, modalFrame)
    expect(await status(page)).toBe('disconnected')
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('dialog')!.style.opacity = ''
    })
    await stillConnects(page, modalFrame)
  })
}

/** Above the modal's top-layer dialog, letting clicks fall through to it. */
function layDecoy(page: Page) {
  return page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.popover = 'manual'
    decoy.textContent = 'Click to claim your prize'
    decoy.style.cssText =
      'pointer-events:none;inset:0;width:100vw;height:100vh;margin:0;border:0;background:#fc0;font:40px sans-serif'
    document.body.append(decoy)
    decoy.showPopover()
  })
}

test('error: a click through a decoy laid over the modal does not connect', async ({
  connectShown: page,
  modalFrame,
}) => {
  await layDecoy(page)
  await expect(devWalletRow(modalFrame)).toBeDisabled()
  await clickThrough(page, modalFrame)
  expect(await status(page)).toBe('disconnected')
  await page.evaluate(() => document.getElementById('decoy')!.remove())
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
  await clickThrough(page, modalFrame, disconnectButton(modalFrame))
  expect(await status(page)).toBe('connected')
  await page.evaluate(() => document.getElementById('decoy')!.remove())
  // The guard only holds: once the decoy is gone, Disconnect works again.
  await expect(disconnectButton(modalFrame)).toBeEnabled()
  await disconnectButton(modalFrame).click()
  await expect.poll(() => status(page)).toBe('disconnected')
})
