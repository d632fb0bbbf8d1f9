// SECURITY.md #2 for Disconnect (decision 0045): the button guards itself, so only what covers
// it holds it. The vault's own iframe shown over the card's passkey slot does not; scrolled out
// of the card's scroll area it is neither held nor armed, and scrolled back in it waits the
// settle delay before a click counts. The host page's decoys: security.clickjacking.spec.ts.
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { vaultButton } from '../../fixtures/emailLogin.ts'
import { emailAccountTest } from '../../fixtures/login/emailAccountTest.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/** The clickjacking guard's settle delay (frame-app `SETTLE_MS`). */
const SETTLE_MS = 500

const status = (page: Page) => page.evaluate(() => window.modal.getState()?.status)

const disconnectButton = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: 'Disconnect', exact: true })

const test = emailAccountTest.extend<{ accountDisconnect: Locator }>({
  /** `walletPage` with the dev wallet connected and Account open: its Disconnect button. */
  accountDisconnect: async ({ walletPage: page, modalFrame }, use) => {
    await connectDevWallet(page, modalFrame)
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    await use(disconnectButton(modalFrame))
  },
})

test('behavior: with an embedded account and its recovery panel open, the vault shown over the card does not hold Disconnect', async ({
  page,
  modalFrame,
  emailAccount: _loggedIn,
}) => {
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Recovery: recovery code' }).click()
  // The vault's iframe lies over the card, at the panel's passkey button.
  await expect(vaultButton(modalFrame, 'Create passkey')).toBeVisible()
  const disconnect = disconnectButton(modalFrame)
  await clickWhenArmed(disconnect)
  await expect.poll(() => status(page)).toBe('disconnected')
})

test.describe("on a short phone, where Account's last button lies below the card's scroll area", () => {
  test.use({ viewport: { width: 390, height: 480 } })

  test('behavior: Disconnect scrolled out of the card is neither held nor armed; scrolled in, a click within the settle delay disconnects nothing', async ({
    walletPage: page,
    accountDisconnect: disconnect,
  }) => {
    await expect(disconnect).not.toBeInViewport()
    // Not held: nothing a scan or a user would read as a stuck control, and Tab still reaches it.
    await expect(disconnect).toBeEnabled()
    await expect(disconnect).not.toHaveClass(/ph-button--held/)

    // Brought into view and clicked at once, from inside the frame: the click is dropped, the
    // button holds, and it takes clicks again only after the settle delay.
    const timing = await disconnect.evaluate(async (button: HTMLButtonElement, settleMs) => {
      const changed = (test: () => boolean) =>
        new Promise<number>((done) => {
          const observer = new MutationObserver(() => {
            if (!test()) return
            observer.disconnect()
            done(performance.now())
          })
          observer.observe(button, { attributes: true })
          setTimeout(() => done(Number.NaN), 10 * settleMs)
        })
      const held = changed(() => button.disabled)
      button.scrollIntoView({ block: 'nearest' })
      const shown = performance.now()
      button.click()
      const heldAt = await held
      const armedAt = await changed(() => !button.disabled)
      return { shown, heldAt, armedAt }
    }, SETTLE_MS)
    expect(timing.heldAt).toBeGreaterThanOrEqual(timing.shown)
    expect(timing.armedAt - timing.shown).toBeGreaterThanOrEqual(SETTLE_MS)
    expect(await status(page)).toBe('connected')

    await expect(disconnect).toBeInViewport()
    await disconnect.click()
    await expect.poll(() => status(page)).toBe('disconnected')
  })
})

test('behavior: a slow press on Disconnect (held 300 ms, the pointer resting on it first) disconnects: the button’s own hover and press looks do not hold it', async ({
  walletPage: page,
  accountDisconnect: disconnect,
}) => {
  await disconnect.evaluate((button) => button.scrollIntoView({ block: 'nearest' }))
  await expect(disconnect).toHaveAttribute('data-guard', 'armed')
  await disconnect.hover()
  // Long enough for the observer (100 ms) to have seen the hover look, were it to hold.
  await page.waitForTimeout(SETTLE_MS)
  await page.mouse.down()
  await page.waitForTimeout(300)
  await page.mouse.up()
  await expect.poll(() => status(page)).toBe('disconnected')
})
