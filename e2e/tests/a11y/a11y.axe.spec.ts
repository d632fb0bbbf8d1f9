// axe-core on every view the modal shows, light and dark, desktop and phone: 0 violations.
// `npm run screenshots` runs every a11y.axe* spec and saves each scanned state as a screenshot
// under e2e/.artifacts/screenshots/.
import { openView, scan, setUp, type Violation } from '../../fixtures/a11y/axeScan.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest } from '../../fixtures/dataTest.ts'
import {
  codeFrom,
  freshEmail,
  loginByEmail,
  loginFreshOnDevChain,
  saveRecoveryCode,
  startEmailLogin,
} from '../../fixtures/emailLogin.ts'
import { type DevFarcaster, farcasterFixture } from '../../fixtures/farcaster/farcasterTest.ts'
import { emailCodeAgain } from '../../fixtures/login/emailCodeAgain.ts'
import { openSocials } from '../../fixtures/login/socialLogin.ts'
import { addVirtualAuthenticator } from '../../fixtures/login/virtualAuthenticator.ts'
import {
  connectDevWallet,
  openDevChainPage,
  openWalletPage,
  rpc,
  setDevWalletMode,
} from '../../fixtures/pageHelpers.ts'
import { chainNetworks, expect } from '../../fixtures/test.ts'

const test = dataTest
/** The same stack with Sign In With Farcaster on, for the social login views. */
const socialTest = dataTest.extend<{ farcaster: DevFarcaster }>({ farcaster: farcasterFixture })

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })
test.afterEach(({ stack }) => stack.apiClock.reset())

test('default: no axe violations on the new-device step (recovery passkey), light and dark, at 1024 and 390 px', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
}) => {
  await setUp(walletPage)
  test.setTimeout(180_000)
  await addVirtualAuthenticator(walletPage)
  const email = freshEmail()
  await loginByEmail(walletPage, modalFrame, stack, email, { passkey: 'create' })
  const sent = Date.now()
  // The reloaded vault holds no share (its storage is blocked here): a new device. SPEC §9 asks
  // 30 s between two codes to one email: the api's clock is moved on instead of waiting.
  await openDevChainPage(walletPage, stack, chains)
  await emailCodeAgain(walletPage, stack, email, sent)
  await expect(
    modalFrame.getByRole('heading', { name: 'Open your wallet on this device' }),
  ).toBeVisible()
  const violations = await scan(walletPage, modalFrame, 'EmailLogin/device')
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test('default: no axe violations on the new-device step (recovery code), with a wrong code said, light and dark, at 1024 and 390 px', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
}) => {
  await setUp(walletPage)
  test.setTimeout(180_000)
  const email = freshEmail()
  await startEmailLogin(walletPage, modalFrame, email)
  await modalFrame.getByLabel('Code').fill(await codeFrom(stack, email))
  const code = await saveRecoveryCode(modalFrame)
  await expect
    .poll(() => walletPage.evaluate(() => window.modal.getState()?.status))
    .toBe('connected')
  const sent = Date.now()
  // The reloaded vault holds no share (its storage is blocked here): a new device.
  await openDevChainPage(walletPage, stack, chains)
  await emailCodeAgain(walletPage, stack, email, sent)
  await expect(modalFrame.getByLabel('Recovery code')).toBeVisible()
  const violations = await scan(walletPage, modalFrame, 'EmailLogin/deviceCode')
  await modalFrame.getByLabel('Recovery code').fill(code.slice(0, -4))
  await modalFrame.getByLabel('Recovery code').press('Enter')
  await expect(
    modalFrame.getByRole('alert').filter({ hasText: 'This is not a recovery code' }),
  ).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'EmailLogin/deviceCodeWrong')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test(`default: no axe violations on the connect views, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
}) => {
  await setUp(walletPage)
  const violations: Violation[] = []
  // Connect and AllWallets are scanned by their view tests (frame-app *.view.test.tsx).
  await openView(walletPage, modalFrame, 'Networks', 'Choose network')
  violations.push(...(await scan(walletPage, modalFrame, 'Networks')))
  await openView(walletPage, modalFrame, 'Connect', 'Connect wallet')
  const walletConnect = modalFrame.getByRole('button', { name: 'WalletConnect' })
  await expect(walletConnect).toBeEnabled()
  await walletConnect.click()
  await expect(modalFrame.getByRole('img', { name: /QR code/i })).toBeVisible({ timeout: 15_000 })
  violations.push(...(await scan(walletPage, modalFrame, 'WalletConnect')))
  // A wallet picked from the registry: its name, its logo in the QR and "Get Rainbow".
  await openView(walletPage, modalFrame, 'Connect', 'Connect wallet')
  const rainbow = modalFrame
    .getByRole('region', { name: 'Wallets' })
    .getByRole('button', { name: 'Rainbow' })
  await expect(rainbow).toBeEnabled()
  await rainbow.press('Enter')
  await expect(modalFrame.getByRole('img', { name: /QR code/i })).toBeVisible({ timeout: 15_000 })
  await expect(modalFrame.getByRole('button', { name: 'Get Rainbow' })).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'WalletConnect-Rainbow')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test(`default: no axe violations on the connected views, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
  onramp,
}) => {
  // The on-ramp double sells the demo tokens, so the amount step lists what to buy.
  expect(onramp.url).toMatch(/^http/)
  await setUp(walletPage)
  const violations: Violation[] = []
  await connectDevWallet(walletPage, modalFrame)
  // Account's tabs and Send are scanned by their view test (Account.view.test.tsx).
  for (const [view, title] of [
    ['Swap', 'Swap'],
    ['RegisterAccountName', 'Choose name'],
  ] as const) {
    await openView(walletPage, modalFrame, view, title)
    await expect(modalFrame.getByRole('dialog').locator('input').first()).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, view)))
  }
  await openView(walletPage, modalFrame, 'OnRamp', 'Buy crypto')
  violations.push(...(await scan(walletPage, modalFrame, 'OnRamp/providers')))
  const coinbase = modalFrame.getByRole('button', { name: /Coinbase/ })
  await expect(coinbase).toBeEnabled()
  // By keyboard: after a scan on a phone-sized page, a pointer click near the bottom edge
  // does not reach the frame (the scanner's own doing; the same click works without it).
  await coinbase.press('Enter')
  await expect(modalFrame.getByRole('dialog').locator('input').first()).toBeVisible()
  await expect(modalFrame.getByRole('combobox', { name: 'Buy' })).toHaveValue(/./)
  violations.push(...(await scan(walletPage, modalFrame, 'OnRamp/amount')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test(`default: no axe violations on an email account's Account with the smart-account toggle and ApproveTransaction, light and dark, at 1024 and 390 px`, async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await setUp(page)
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  const violations: Violation[] = []
  await openView(page, modalFrame, 'Account', /./)
  const toggle = modalFrame.getByRole('switch', { name: 'Smart account' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.scrollIntoViewIfNeeded()
  violations.push(...(await scan(page, modalFrame, 'Account/eoa')))
  // By keyboard, as OnRamp above: after a scan a pointer click may not reach the frame.
  await toggle.press('Enter')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  violations.push(...(await scan(page, modalFrame, 'Account/smartAccount')))
  // A host's personal_sign: the embedded wallet asks in ApproveTransaction.
  const message = `0x${Buffer.from('Pay 5 DUSD to My Shop').toString('hex')}`
  const signing = rpc(page, 'personal_sign', [message, address])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign message')
  await expect(modalFrame.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled()
  violations.push(...(await scan(page, modalFrame, 'ApproveTransaction')))
  await modalFrame.getByRole('button', { name: 'Reject' }).press('Enter')
  expect((await signing).code).toBe(4001)
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test(`default: no axe violations on the recovery step, the recovery code views and Account's recovery and email panels, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  await setUp(walletPage)
  const violations: Violation[] = []
  const email = freshEmail()
  await startEmailLogin(walletPage, modalFrame, email)
  await modalFrame.getByLabel('Code').fill(await codeFrom(stack, email))
  await expect(
    modalFrame.getByRole('button', { name: 'Use a recovery code instead' }),
  ).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'EmailLogin/recovery')))
  // By keyboard, as OnRamp above: after a scan a pointer click may not reach the frame.
  await modalFrame.getByRole('button', { name: 'Use a recovery code instead' }).press('Enter')
  const shown = modalFrame.locator('.ph-recovery-code')
  await expect(shown).toBeVisible()
  const groups = ((await shown.textContent()) ?? '').match(/[0-9A-Z]{4}/g) ?? []
  violations.push(...(await scan(walletPage, modalFrame, 'EmailLogin/recoveryCode')))
  await modalFrame.getByRole('button', { name: 'I saved it' }).press('Enter')
  const label = modalFrame.locator('label', { hasText: 'To confirm, type group' })
  await expect(label).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'EmailLogin/recoveryCodeConfirm')))
  const group = Number(((await label.textContent()) ?? '').match(/group (\d)/)?.[1])
  const field = modalFrame.getByLabel(/^To confirm, type group/)
  await field.fill(groups[group - 1] ?? '')
  await field.press('Enter')
  await expect
    .poll(() => walletPage.evaluate(() => window.modal.getState()?.status))
    .toBe('connected')
  await openView(walletPage, modalFrame, 'Account', /./)
  await modalFrame.getByRole('button', { name: 'Recovery: recovery code' }).press('Enter')
  await expect(modalFrame.getByText(/^Protected by a recovery code since /)).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'Account/recovery')))
  // An account made before recovery was required: Account's banner and its row without a method.
  await stack.dropRecoveryMethods(email)
  await walletPage.evaluate(() => window.modal.close())
  await openView(walletPage, modalFrame, 'Account', /./)
  await expect(
    modalFrame.getByRole('status').filter({ hasText: 'no recovery method yet' }),
  ).toBeVisible()
  await expect(
    modalFrame.getByRole('button', { name: 'No recovery method: set one up' }),
  ).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'Account/recoveryBanner')))
  const none = modalFrame.getByRole('button', { name: 'No recovery method: set one up' })
  await none.press('Enter')
  await expect(
    modalFrame.getByRole('button', { name: 'Use a recovery code instead' }),
  ).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'Account/recoveryNone')))
  await none.press('Enter')
  // The email change: its form, then its first code step.
  const updateEmail = modalFrame.getByRole('button', { name: 'Update email' })
  await updateEmail.press('Enter')
  await expect(modalFrame.getByLabel('New email')).toBeVisible()
  // Open, not done: the row says expanded (its chevron turned), not current (a check).
  await expect(updateEmail).toHaveAttribute('aria-expanded', 'true')
  await expect(updateEmail).not.toHaveAttribute('aria-current', 'true')
  violations.push(...(await scan(walletPage, modalFrame, 'Account/updateEmail')))
  await modalFrame.getByLabel('New email').fill(freshEmail())
  await modalFrame.getByLabel('New email').press('Enter')
  await expect(modalFrame.getByText(/^Step 1 of 2/)).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'Account/updateEmailCode')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

socialTest(
  `default: no axe violations on the social login views, light and dark, at 1024 and 390 px`,
  async ({ walletPage, modalFrame, stack, farcaster }) => {
    expect(farcaster.custodyKey).toMatch(/^0x/)
    await setUp(walletPage)
    const violations: Violation[] = []
    await openSocials(walletPage, modalFrame)
    await expect(modalFrame.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, 'Connect/socials')))
    const opened = walletPage.waitForEvent('popup')
    await modalFrame.getByRole('button', { name: 'Continue with Google' }).press('Enter')
    const popup = await opened
    await expect(modalFrame.getByText('Continue in the Google window')).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, 'ConnectingSocial')))
    // Closed by a person who saw the provider's page (a popup gone within the frame's 400 ms
    // look reads like one severed by COOP, docs/decisions/0177-coop-and-the-login-popup.md).
    await expect(popup.locator('input[name=login]')).toBeVisible()
    await walletPage.waitForTimeout(700)
    await popup.close()
    await expect(
      modalFrame.getByText(/window was closed before you signed in/).first(),
    ).toBeVisible()
    await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, 'ConnectingSocial/closed')))
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
    violations.push(...(await scan(walletPage, modalFrame, 'ConnectingSocial/blocked')))
    await modalFrame.getByRole('button', { name: 'Cancel' }).press('Enter')
    // A provider page with COOP same-origin severs the popup: Try again beside Cancel.
    stack.setProviderOpenerPolicy('same-origin')
    try {
      await openSocials(walletPage, modalFrame)
      const severed = walletPage.waitForEvent('popup')
      await modalFrame.getByRole('button', { name: 'Continue with Google' }).press('Enter')
      await expect((await severed).locator('input[name=login]')).toBeVisible()
      await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()
      violations.push(...(await scan(walletPage, modalFrame, 'ConnectingSocial/severed')))
      await modalFrame.getByRole('button', { name: 'Cancel' }).press('Enter')
    } finally {
      stack.setProviderOpenerPolicy(null)
    }
    await openSocials(walletPage, modalFrame)
    await modalFrame.getByRole('button', { name: 'Continue with Farcaster' }).press('Enter')
    await expect(
      modalFrame.getByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, 'ConnectingFarcaster')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  },
)

test(`default: no axe violations on the status messages (a declined sign-in on Connect, a rate-limited email), light and dark, at 1024 and 390 px`, async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await setUp(page)
  const violations: Violation[] = []
  await openWalletPage(page, stack, chains, {
    networks: chainNetworks(chains),
    siweConfig: { statement: 'Sign in to the test shop' },
  })
  await connectDevWallet(page, modalFrame)
  await setDevWalletMode(page, 'reject')
  await modalFrame.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(
    modalFrame.getByRole('dialog', { name: 'Connect wallet' }).getByRole('alert'),
  ).toBeVisible()
  violations.push(...(await scan(page, modalFrame, 'Connect-signInDeclined')))

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
  violations.push(...(await scan(page, modalFrame, 'EmailLogin-rateLimited')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})
