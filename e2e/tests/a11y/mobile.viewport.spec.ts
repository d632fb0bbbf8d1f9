// Phones: a host page wider than the screen (a 1600 px element, common on real sites) stretches
// the layout viewport, and a fixed box with it. The loader sizes the modal's dialog from
// `visualViewport`, so the bottom sheet is the screen's width and every control of Account and
// Switch Network can be reached on screen.
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { sheetEdges } from '../../fixtures/page/sheetEdges.ts'
import {
  connectDevWallet,
  hostStatus,
  moveDevWalletToUnrequestedChain,
} from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** Widen the host page past the phone's screen, then open the modal on it. */
async function openOnWidePage(page: Page) {
  await page.evaluate(() => {
    const wide = document.createElement('div')
    wide.style.cssText = 'width:1600px;height:24px;background:#c33'
    document.body.prepend(wide)
  })
  // The page is wider than the screen: the layout viewport follows it.
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBeGreaterThan(390)
  await page.evaluate(() => window.modal.open())
}

/** The control's box, after scrolling the sheet (not the page) to it, inside what the phone shows. */
async function expectOnScreen(page: Page, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const screen = await page.evaluate(() => {
    const { width, height } = window.visualViewport!
    return { width, height }
  })
  await expect
    .poll(async () => {
      const box = await control.boundingBox()
      return (
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= screen.width &&
        box.y + box.height <= screen.height
      )
    })
    .toBe(true)
}

/** The sheet has slid up: its bottom edge is the screen's. */
async function expectSheet(page: Page, modalFrame: FrameLocator) {
  await expect.poll(() => sheetEdges(modalFrame)).toEqual({ x: 0, width: 390, bottom: 844 })
  expect(await page.evaluate(() => window.innerWidth)).toBeGreaterThan(390)
}

test('default: on a page wider than the phone, Account and Switch Network keep Close and Disconnect on screen', async ({
  walletPage: page,
  modalFrame,
}) => {
  await openOnWidePage(page)
  await expect(modalFrame.getByRole('button', { name: /Dev Wallet/ })).toBeEnabled()
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expectSheet(page, modalFrame)
  await expectOnScreen(page, account.getByRole('button', { name: 'Close' }))
  await expectOnScreen(page, account.getByRole('button', { name: 'Disconnect', exact: true }))

  // The wallet moves to a network the host did not request: Switch Network.
  await moveDevWalletToUnrequestedChain(page)
  const unsupported = modalFrame.getByRole('dialog', { name: 'Switch network' })
  await expect(unsupported).toBeVisible()
  await expectSheet(page, modalFrame)
  await expectOnScreen(page, unsupported.getByRole('button', { name: 'Close' }))
  for (const name of ['Anvil', 'Anvil Two']) {
    await expectOnScreen(page, unsupported.getByRole('button', { name, exact: true }))
  }
  const disconnect = unsupported.getByRole('button', { name: 'Disconnect', exact: true })
  await expectOnScreen(page, disconnect)
  // A tap where the phone shows the button (Playwright's own hit check measures from the
  // layout viewport, which the wide page has moved away from the visual one).
  const box = await disconnect.boundingBox()
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
})

test('behavior: the sheet follows the visual viewport when it shrinks (a keyboard opening)', async ({
  walletPage: page,
  modalFrame,
}) => {
  await openOnWidePage(page)
  await expectSheet(page, modalFrame)
  await page.setViewportSize({ width: 390, height: 500 })
  const close = modalFrame.getByRole('button', { name: 'Close' })
  await expectOnScreen(page, close)
  await expect.poll(async () => (await sheetEdges(modalFrame))?.bottom).toBe(500)
})

test("behavior: the sheet pads its bottom and sides by the host page's safe-area insets, which the loader passes only with viewport-fit=cover", async ({
  walletPage: page,
  modalFrame,
}) => {
  // Chromium has no notch to emulate: the page's stylesheet sets what the loader's probe box
  // reads (its padding is env(safe-area-inset-*) otherwise), as a phone with a notch would.
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = '[data-porthole] > i { padding: 0 12px 34px 20px !important }'
    document.head.append(style)
  })
  const body = modalFrame.locator('.ph-modal__body')
  const padding = () =>
    body.evaluate((element) => {
      const { paddingLeft, paddingRight, paddingBottom } = getComputedStyle(element)
      return [paddingLeft, paddingRight, paddingBottom]
    })
  // Without viewport-fit=cover the page is inset by the browser itself: nothing to pass.
  await page.evaluate(() => window.modal.open())
  await expect(body).toBeVisible()
  expect(await padding()).toEqual(['12px', '12px', '12px'])
  await page.evaluate(() => window.modal.close())

  await page.evaluate(() => {
    const meta =
      document.querySelector<HTMLMetaElement>('meta[name=viewport]') ??
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'viewport' }))
    meta.content = 'width=device-width, initial-scale=1, viewport-fit=cover'
  })
  await page.evaluate(() => window.modal.open())
  await expect.poll(padding).toEqual(['20px', '12px', '34px'])
  // The sheet still reaches the screen's bottom edge: only its content moves up.
  await expect.poll(async () => (await sheetEdges(modalFrame))?.bottom).toBe(844)
})
