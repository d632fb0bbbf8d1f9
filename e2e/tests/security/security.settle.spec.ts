// SECURITY.md #2 and #21: the settle delay. A host page can call open() and have the user's
// next click land on the modal before they could have read it: a click on a wallet row or on
// the sign-in's Sign button in the first 500 ms after its view appears is not acted on; once
// the view has been visible for the settle delay, the same click works.
import type { Frame, FrameLocator, Page } from '@playwright/test'
import { signInPageTest as test } from '../../fixtures/accounts/signInPageTest.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/** The clickjacking guard's settle delay (frame-app `SETTLE_MS`). */
const SETTLE_MS = 500

type GuardRecord = { shown: number; armed: number; downs: boolean[] }
declare global {
  interface Window {
    guard: GuardRecord
  }
}

const devWalletRow = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: /Dev Wallet/ })

const frameOf = (page: Page) => page.frames().find((f) => f.url().includes('projectId='))!

/**
 * In the frame, on the frame's clock: when the button named `name` appeared and when it
 * first took clicks; the moment it appears it is clicked, and whether it was held (disabled)
 * then is recorded. The press comes from inside the frame so that no round trip can make it
 * late on a busy machine.
 */
function recordGuard(frame: Frame, name: string) {
  return frame.evaluate((name) => {
    const now = () => performance.timeOrigin + performance.now()
    const guard: GuardRecord = { shown: 0, armed: 0, downs: [] }
    window.guard = guard
    const find = () =>
      [...document.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
      )
    const check = () => {
      const button = find()
      if (!button) return
      if (!guard.shown) {
        guard.shown = now()
        // The press a user (or a page that just called open()) makes the moment it appears.
        guard.downs.push(button.disabled)
        button.click()
      }
      // Armed as the button itself says where it guards itself (decision 0045): enabled is not
      // enough, as a control outside the viewport (the frame not shown yet) is enabled too,
      // and a click on it does nothing.
      const state = button.dataset.guard
      if (!button.disabled && (state === undefined || state === 'armed')) guard.armed ||= now()
    }
    check()
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    })
  }, name)
}

/** The press `recordGuard` made landed while the button held, and it held for the whole settle delay. */
async function expectHeldThroughSettle(page: Page) {
  const guard = await frameOf(page).evaluate(() => window.guard)
  expect(guard.downs).toEqual([true])
  expect(guard.armed - guard.shown).toBeGreaterThanOrEqual(SETTLE_MS)
}

const status = (page: Page) => page.evaluate(() => window.modal.getState()?.status)

test('error: a click on a wallet row within the settle delay after open() does not connect; after it, it does', async ({
  walletPage: page,
  modalFrame,
}) => {
  const row = devWalletRow(modalFrame)
  await recordGuard(frameOf(page), 'Dev Wallet')
  await page.evaluate(() => {
    void window.modal.open()
  })
  await expect(row).toBeEnabled()
  await expectHeldThroughSettle(page)
  // Nothing was asked of the wallet: the host is still disconnected and has no account.
  await page.waitForTimeout(500)
  expect(await status(page)).toBe('disconnected')
  expect((await rpc(page, 'eth_accounts')).result).toEqual([])

  await row.click()
  await expect.poll(() => status(page)).toBe('connected')
})

test('error: a click on Sign within the settle delay after the sign-in view appears signs nothing; after it, it signs', async ({
  signInPage: page,
  modalFrame,
}) => {
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  const sign = view.getByRole('button', { name: 'Sign', exact: true })
  await recordGuard(frameOf(page), 'Sign')
  const pending = rpc(page, 'eth_requestAccounts')
  await expect(devWalletRow(modalFrame)).toBeEnabled()
  await devWalletRow(modalFrame).click()
  expect((await pending).result).toHaveLength(1)
  await expect(sign).toBeEnabled()
  await expectHeldThroughSettle(page)
  // The auto-approving dev wallet would have signed by now: the view stays on Sign In, with
  // Sign still offered, and no session reached the host.
  await page.waitForTimeout(1000)
  await expect(sign).toHaveText('Sign')
  expect(await page.evaluate(() => window.modal.getSession())).toBeFalsy()

  await sign.click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
})

test('error: a click on Disconnect within the settle delay after Account opens disconnects nothing; after it, it does', async ({
  walletPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => {
    void window.modal.open()
  })
  await devWalletRow(modalFrame).click()
  await expect.poll(() => status(page)).toBe('connected')
  await page.evaluate(() => window.modal.close())
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  // Tall enough for Disconnect to show without scrolling (security.disconnectGuard.spec.ts
  // has it scrolled out of view).
  await page.setViewportSize({ width: 1024, height: 900 })

  await recordGuard(frameOf(page), 'Disconnect')
  await page.evaluate(() => {
    void window.modal.open({ view: 'Account' })
  })
  const disconnect = modalFrame.getByRole('button', { name: 'Disconnect', exact: true })
  await expect(disconnect).toHaveAttribute('data-guard', 'armed')
  await expect(disconnect).toBeInViewport()
  await expectHeldThroughSettle(page)
  await page.waitForTimeout(500)
  expect(await status(page)).toBe('connected')

  await disconnect.click()
  await expect.poll(() => status(page)).toBe('disconnected')
})
