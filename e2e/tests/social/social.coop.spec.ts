// COOP and the login popup (SECURITY #8; docs/decisions/0177-coop-and-the-login-popup.md): real
// providers, Google among them, serve their pages with `Cross-Origin-Opener-Policy:
// same-origin`, which severs the popup from its opener, whose `popup.closed` then says true
// while the person is still signing in. The dev Google (`oidc-provider`) sends that header here.
import { saveRecoveryCode } from '../../fixtures/emailLogin.ts'
import { freshLogin, pickSocial, signInAtOidcProvider } from '../../fixtures/login/socialLogin.ts'
import { statusText } from '../../fixtures/page/statusText.ts'
import { waitForConnected } from '../../fixtures/pageHelpers.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { expect, test } from '../../fixtures/test.ts'

test.beforeEach(({ stack }) => stack.setProviderOpenerPolicy('same-origin'))
test.afterEach(({ stack }) => {
  stack.setProviderOpenerPolicy(null)
  stack.apiClock.reset()
})

test('behavior: a provider page with COOP same-origin severs the popup, and the login still completes', async ({
  devChainPage: page,
  modalFrame,
}) => {
  const popup = await pickSocial(page, modalFrame, 'Google')
  await expect(popup.locator('input[name=login]')).toBeVisible()
  // Severed: the provider's page has no opener, and the frame can no longer see the window.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await expect(modalFrame.getByText('Continue in the Google window')).toBeVisible()
  // Out of the frame's reach, the window may still be signing in: Try again says when to use it.
  await expect(
    modalFrame.getByText(/If you closed that window, or nothing happens there, try again\./),
  ).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()

  await signInAtOidcProvider(popup, freshLogin('cora'))
  await saveRecoveryCode(modalFrame)
  await waitForConnected(page)
  const account = new AccountView(page, modalFrame)
  await account.open()
  await expect(account.connectedWith(/Google \(/)).toBeVisible()
})

test('behavior: a severed popup closed by the person ends when the attempt expires, with "closed" and nothing pending; Cancel ends it at once', async ({
  devChainPage: page,
  stack,
  modalFrame,
}) => {
  const popup = await pickSocial(page, modalFrame, 'Google')
  await expect(popup.locator('input[name=login]')).toBeVisible()
  await popup.close()
  // The frame cannot tell this from a person still signing in: it keeps asking the api and
  // offers Try again and Cancel meanwhile.
  await expect(modalFrame.getByText('Continue in the Google window')).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()

  // The api's attempt lives 10 minutes: past it, the login can no longer complete.
  stack.apiClock.advance(601_000)
  await expect(
    statusText(modalFrame, 'The Google window was closed before you signed in.'),
  ).toBeVisible({ timeout: 5_000 })
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  stack.apiClock.reset()

  // Cancel while severed: back to Connect at once, and the api is asked no more.
  const again = page.waitForEvent('popup')
  await modalFrame.getByRole('button', { name: 'Try again' }).click()
  const second = await again
  await expect(second.locator('input[name=login]')).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await modalFrame.getByRole('button', { name: 'Cancel' }).click()
  await expect(modalFrame.getByRole('button', { name: 'Continue with socials' })).toBeVisible()
  const claims: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/auth/social/result')) claims.push(request.url())
  })
  await page.waitForTimeout(2_500)
  expect(claims).toEqual([])
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
})
