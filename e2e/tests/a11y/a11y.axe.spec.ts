// axe-core on every view the modal shows, light and dark, desktop and phone: 0 violations (the
// embedded wallet's new-device and recovery views: a11y.axe.recovery).
// `npm run screenshots` runs every a11y.axe* spec and saves each scanned state as a screenshot
// under e2e/.artifacts/screenshots/.
import { openView } from '../../fixtures/a11y/axeScan.ts'
import {
  axeEmailAccountTest as emailTest,
  axeDataTest as test,
} from '../../fixtures/a11y/axeTest.ts'
import { pickListedWallet } from '../../fixtures/a11y/pickListedWallet.ts'
import { scanApprovalRejected } from '../../fixtures/a11y/scanApprovalRejected.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { freshEmail } from '../../fixtures/emailLogin.ts'
import { type DevFarcaster, farcasterFixture } from '../../fixtures/farcaster/farcasterTest.ts'
import { openSocials } from '../../fixtures/login/socialLogin.ts'
import { connectDevWallet, rpc, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/** The stack with Sign In With Farcaster on, for the social login views. */
const socialTest = test.extend<{ farcaster: DevFarcaster }>({ farcaster: farcasterFixture })

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })

test(`default: no axe violations on the connect views, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
  axe,
}) => {
  // Networks, Connect and AllWallets are scanned by their view tests (frame-app *.view.test.tsx).
  await openView(walletPage, modalFrame, 'Connect', 'Connect wallet')
  const walletConnect = modalFrame.getByRole('button', { name: 'WalletConnect' })
  await expect(walletConnect).toBeEnabled()
  await walletConnect.click()
  await expect(modalFrame.getByRole('img', { name: /QR code/i })).toBeVisible({ timeout: 15_000 })
  await axe.scan('WalletConnect')
  // A wallet picked from the registry: its name, its logo in the QR and "Get Rainbow".
  await pickListedWallet(walletPage, modalFrame, 'Rainbow')
  await expect(modalFrame.getByRole('img', { name: /QR code/i })).toBeVisible({ timeout: 15_000 })
  await expect(modalFrame.getByRole('button', { name: 'Get Rainbow' })).toBeVisible()
  await axe.scan('WalletConnect-Rainbow')
  axe.expectNone()
})

test(`default: no axe violations on the connected views, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
  onramp,
  axe,
}) => {
  // The on-ramp double sells the demo tokens, so the amount step lists what to buy.
  expect(onramp.url).toMatch(/^http/)
  await connectDevWallet(walletPage, modalFrame)
  // Account's tabs and Send are scanned by their view test (Account.view.test.tsx).
  for (const [view, title] of [
    ['Swap', 'Swap'],
    ['RegisterAccountName', 'Choose name'],
  ] as const) {
    await openView(walletPage, modalFrame, view, title)
    await expect(modalFrame.getByRole('dialog').locator('input').first()).toBeVisible()
    await axe.scan(view)
  }
  await openView(walletPage, modalFrame, 'OnRamp', 'Buy crypto')
  await axe.scan('OnRamp/providers')
  const coinbase = modalFrame.getByRole('button', { name: /Coinbase/ })
  await expect(coinbase).toBeEnabled()
  // By keyboard: after a scan on a phone-sized page, a pointer click near the bottom edge
  // does not reach the frame (the scanner's own doing; the same click works without it).
  await coinbase.press('Enter')
  await expect(modalFrame.getByRole('dialog').locator('input').first()).toBeVisible()
  await expect(modalFrame.getByRole('combobox', { name: 'Buy' })).toHaveValue(/./)
  await axe.scan('OnRamp/amount')
  axe.expectNone()
})

emailTest(
  `default: no axe violations on an email account's Account with the smart-account toggle and ApproveTransaction, light and dark, at 1024 and 390 px`,
  async ({ page, modalFrame, emailAccount: { address }, axe }) => {
    await openView(page, modalFrame, 'Account', /./)
    const toggle = modalFrame.getByRole('switch', { name: 'Smart account' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.scrollIntoViewIfNeeded()
    await axe.scan('Account/eoa')
    // By keyboard, as OnRamp above: after a scan a pointer click may not reach the frame.
    await toggle.press('Enter')
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await axe.scan('Account/smartAccount')
    // A host's personal_sign: the embedded wallet asks in ApproveTransaction.
    const message = `0x${Buffer.from('Pay 5 DUSD to My Shop').toString('hex')}`
    const signing = rpc(page, 'personal_sign', [message, address])
    await scanApprovalRejected(axe, modalFrame, signing, 'Sign message', 'ApproveTransaction')
    axe.expectNone()
  },
)

socialTest(
  `default: no axe violations on the social login views, light and dark, at 1024 and 390 px`,
  async ({ walletPage, modalFrame, stack, farcaster, axe }) => {
    expect(farcaster.custodyKey).toMatch(/^0x/)
    await openSocials(walletPage, modalFrame)
    await expect(modalFrame.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
    await axe.scan('Connect/socials')
    const opened = walletPage.waitForEvent('popup')
    await modalFrame.getByRole('button', { name: 'Continue with Google' }).press('Enter')
    const popup = await opened
    await expect(modalFrame.getByText('Continue in the Google window')).toBeVisible()
    await axe.scan('ConnectingSocial')
    // Closed by a person who saw the provider's page (a popup gone within the frame's 400 ms
    // look reads like one severed by COOP, docs/decisions/0177-coop-and-the-login-popup.md).
    await expect(popup.locator('input[name=login]')).toBeVisible()
    await walletPage.waitForTimeout(700)
    await popup.close()
    await expect(
      modalFrame.getByText(/window was closed before you signed in/).first(),
    ).toBeVisible()
    await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()
    await axe.scan('ConnectingSocial/closed')
    // A browser that blocks the popup: window.open answers null in the frame, once.
    const frame = walletPage.frames().find((f) => f.url().startsWith(stack.frameUrl))
    await frame?.evaluate(() => {
      const open = window.open
      window.open = () => {
        window.open = open
        return null
      }
    })
    await modalFrame.getByRole('button', { name: 'Try again' }).press('Enter')
    await expect(modalFrame.getByRole('button', { name: 'Continue in a new window' })).toBeVisible()
    await axe.scan('ConnectingSocial/blocked')
    await modalFrame.getByRole('button', { name: 'Cancel' }).press('Enter')
    // A provider page with COOP same-origin severs the popup: Try again beside Cancel.
    stack.setProviderOpenerPolicy('same-origin')
    try {
      await openSocials(walletPage, modalFrame)
      const severed = walletPage.waitForEvent('popup')
      await modalFrame.getByRole('button', { name: 'Continue with Google' }).press('Enter')
      await expect((await severed).locator('input[name=login]')).toBeVisible()
      await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()
      await axe.scan('ConnectingSocial/severed')
      await modalFrame.getByRole('button', { name: 'Cancel' }).press('Enter')
    } finally {
      stack.setProviderOpenerPolicy(null)
    }
    await openSocials(walletPage, modalFrame)
    await modalFrame.getByRole('button', { name: 'Continue with Farcaster' }).press('Enter')
    await expect(
      modalFrame.getByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeVisible()
    await axe.scan('ConnectingFarcaster')
    axe.expectNone()
  },
)

test.describe(() => {
  test.use({ hostConfig: { siweConfig: { statement: 'Sign in to the test shop' } } })

  test(`default: no axe violations on the status messages (a declined sign-in on Connect, a rate-limited email), light and dark, at 1024 and 390 px`, async ({
    walletPage: page,
    stack,
    modalFrame,
    axe,
  }) => {
    await connectDevWallet(page, modalFrame)
    await setDevWalletMode(page, 'reject')
    await modalFrame.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(
      modalFrame.getByRole('dialog', { name: 'Connect wallet' }).getByRole('alert'),
    ).toBeVisible()
    await axe.scan('Connect-signInDeclined')

    // The api's answer once a network has asked for too many codes (the suite's limit is raised).
    await page.route(`${stack.apiUrl}/v1/embedded/otp?*`, (route) =>
      route.request().method() !== 'POST'
        ? route.continue()
        : route.fulfill({
            status: 429,
            headers: { 'access-control-allow-origin': new URL(stack.vaultUrl).origin },
            contentType: 'application/json',
            body: JSON.stringify({
              error: { name: 'RateLimitedError', message: 'Too many requests.' },
            }),
          }),
    )
    await clickWhenArmed(modalFrame.getByRole('button', { name: 'Continue with email' }))
    await modalFrame.getByLabel('Email').fill(freshEmail())
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(modalFrame.getByRole('alert')).toContainText('Too many codes')
    await axe.scan('EmailLogin-rateLimited')
    axe.expectNone()
  })
})
