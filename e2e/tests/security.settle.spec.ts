// SECURITY.md #2 and #21: the settle delay. A host page can call open() and have the user's
// next click land on the modal before they could have read it: a click on a wallet row or on
// the sign-in's Sign button in the first 500 ms after its view appears is not acted on; once
// the view has been visible for the settle delay, the same click works.
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { openWalletPage, rpc } from '../fixtures/pageHelpers.ts'
import { chainNetworks, expect, test } from '../fixtures/test.ts'

/** The clickjacking guard's settle delay (frame-app `SETTLE_MS`). */
const SETTLE_MS = 500

const devWalletRow = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: /Dev Wallet/ })

/**
 * A real mouse click at the button's place on screen, made while the button still holds
 * (checked just before and just after, so the click cannot have landed after it armed).
 */
async function clickWhileHeld(page: Page, button: Locator) {
  await expect(button).toBeVisible()
  await expect(button).toBeDisabled()
  const box = (await button.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  expect(await button.isDisabled()).toBe(true)
}

test('error: a click on a wallet row within the settle delay after open() does not connect; after it, it does', async ({
  walletPage: page,
  modalFrame,
}) => {
  const row = devWalletRow(modalFrame)
  const openedAt = Date.now()
  await page.evaluate(() => window.modal.open())
  await clickWhileHeld(page, row)

  await expect(row).toBeEnabled()
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(SETTLE_MS)
  // Nothing was asked of the wallet: the host is still disconnected and has no account.
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  expect((await rpc(page, 'eth_accounts')).result).toEqual([])

  await row.click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
})

test('error: a click on Sign within the settle delay after the sign-in view appears signs nothing; after it, it signs', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await openWalletPage(page, stack, chains, {
    networks: chainNetworks(chains),
    siweConfig: { statement: 'Sign in to the test shop' },
  })
  const pending = rpc(page, 'eth_requestAccounts')
  await expect(devWalletRow(modalFrame)).toBeEnabled()
  await devWalletRow(modalFrame).click()
  expect((await pending).result).toHaveLength(1)

  const view = modalFrame.getByRole('dialog', { name: 'Sign In' })
  const sign = view.getByRole('button', { name: 'Sign', exact: true })
  await clickWhileHeld(page, sign)
  await expect(sign).toBeEnabled()
  // The auto-approving dev wallet would have signed by now: the view stays on Sign In, with
  // Sign still offered, and no session reached the host.
  await page.waitForTimeout(1000)
  await expect(sign).toHaveText('Sign')
  expect(await page.evaluate(() => window.modal.getSession())).toBeFalsy()

  await sign.click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
})
