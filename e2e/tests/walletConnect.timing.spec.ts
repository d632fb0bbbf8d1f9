// Where the wait for the WalletConnect QR code goes: the view and its QR frame show at once
// with a placeholder (or the code, where it is ready at once), then the sign-client chunk loads, the pairing is made, and the QR code is
// drawn. Measured with WalletConnect's verify service answering and with it unreachable (a
// page without internet access, or a network that blocks it), where the sign-client waits for
// it. Prints the figures.
import type { Page } from '@playwright/test'
import { openDevChainPage } from '../fixtures/pageHelpers.ts'
import { expect, test } from '../fixtures/test.ts'
import { walletConnectQr } from '../fixtures/wcTest.ts'
import { answerVerify } from '../fixtures/wcWallet/answerVerify.ts'

/** Milliseconds from the click on WalletConnect to each step, read in the frame. */
async function measure(page: Page) {
  const frame = page.frameLocator('iframe')
  await page.evaluate(() => window.modal.open())
  const row = frame.getByRole('button', { name: /WalletConnect/ })
  await expect(row).toBeEnabled()
  const clicked = Date.now()
  await row.click()
  // The placeholder, or the code itself where the pairing is ready at once (a frame whose
  // storage kept WalletConnect's client): never an empty view.
  const placeholderOrCode = frame
    .getByRole('progressbar', { name: 'Preparing the QR code' })
    .or(walletConnectQr(frame))
  await expect(placeholderOrCode).toBeVisible()
  const placeholder = Date.now() - clicked
  await expect(walletConnectQr(frame)).toBeVisible({ timeout: 20_000 })
  const qr = Date.now() - clicked
  const chunks = await frame.locator('body').evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .reduce((longest, entry) => Math.max(longest, entry.duration), 0),
  )
  return { placeholder, qr, slowestChunk: Math.round(chunks) }
}

test('behavior: the QR frame and its placeholder show before the code, verify answering', async ({
  page,
  stack,
  chains,
}) => {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
  await answerVerify(page)
  await openDevChainPage(page, stack, chains)
  const figures = await measure(page)
  console.log('WalletConnect QR, verify answered (ms):', JSON.stringify(figures))
  expect(figures.placeholder).toBeLessThanOrEqual(figures.qr)
})

test('behavior: with verify unreachable the placeholder still shows first (the code waits for it)', async ({
  page,
  stack,
  chains,
}) => {
  // Requests to WalletConnect's verify service never answer, as on a network that drops them.
  await page.route('https://verify.walletconnect.org/**', () => {})
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|verify\.walletconnect\.org)/, (route) =>
    route.abort(),
  )
  await openDevChainPage(page, stack, chains)
  const figures = await measure(page)
  console.log('WalletConnect QR, verify unreachable (ms):', JSON.stringify(figures))
  expect(figures.placeholder).toBeLessThanOrEqual(figures.qr)
})
