// A first email login whose wallet cannot be stored
// (docs/decisions/0149-embedded-wallet-custody.md, "Nothing half-created", and
// docs/decisions/0173-a-first-login-that-fails-to-store-the-auth-share.md): the vault makes the key
// and keeps its device share, then the api must store the auth share. Here that request fails at
// the network boundary (the api cannot be reached): the panel says so and offers to try again with
// the same code, the vault's storage holds no device share, the database holds no wallet (auth
// share) nor identity, and the retry opens a wallet that signs. A login given up instead leaves no
// live session either.
import type { FrameLocator, Page } from '@playwright/test'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import {
  codeFrom,
  saveRecoveryCode,
  startFreshEmailLogin,
  vaultStorageKeys,
} from '../../fixtures/emailLogin.ts'
import { emailCodeTest } from '../../fixtures/login/emailCodeTest.ts'
import { enterCodeAndConnect } from '../../fixtures/login/enterCodeAndConnect.ts'
import { connectedAddress, expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { dumpHostStorage } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, modalFrameOf, test } from '../../fixtures/test.ts'

const UNREACHABLE = 'The server could not be reached. Try again.'

/** Refuses the vault's "store the new wallet" request (POST /v1/embedded/wallet) until undone. */
async function refuseWalletStore(page: Page, stack: Stack) {
  const url = `${stack.apiUrl}/v1/embedded/wallet**`
  await page.route(url, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  )
  return () => page.unroute(url)
}

/**
 * The code submitted while the api stores the new wallet (POST on `url`) but its answer never
 * reaches the vault: the frame says the server could not be reached, and the api holds the one
 * wallet it stored.
 */
async function loseWalletAnswer(
  { page, modalFrame, stack }: { page: Page; modalFrame: FrameLocator; stack: Stack },
  login: { email: string; code: string },
  url: string | ((target: URL) => boolean),
) {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await route.fetch() // the api stores it...
    await route.abort('connectionreset') // ...and the vault never hears
  })
  await modalFrame.getByLabel('Code').fill(login.code)
  await expect(modalFrame.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible()
  await page.unroute(url)
  expect(await stack.embeddedAccount(login.email)).toMatchObject({ wallets: 1 })
}

// Each journey logs in twice, with the api failing in between.
test.describe.configure({ timeout: 120_000 })

test('error: the api cannot be reached while it stores the auth share: a clear error and "Try again", no device share, no wallet or identity in the database; the retry opens a wallet that signs', async ({
  stack,
  chains,
}) => {
  // The vault's own storage works in this profile, so what it keeps is on disk to be read.
  const profile = await openThirdPartyStorageProfile()
  try {
    const { page } = profile
    const frame = modalFrameOf(page)
    const { email, code } = await startFreshEmailLogin({ page, modalFrame: frame, stack, chains })
    const restore = await refuseWalletStore(page, stack)
    await frame.getByLabel('Code').fill(code)

    await expect(frame.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible()
    const retry = frame.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeEnabled()
    expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
    expect(
      (await vaultStorageKeys(page, stack)).filter((key) => key.startsWith('device:')),
    ).toEqual([])
    const left = await stack.embeddedAccount(email)
    expect({ wallets: left.wallets, identities: left.identities }).toEqual({
      wallets: 0,
      identities: 0,
    })

    // The api is back: the same code finishes the login (its code was used once already).
    await restore()
    await retry.click()
    await saveRecoveryCode(frame)
    const address = await connectedAddress(page)
    expect(await vaultStorageKeys(page, stack)).toContain(`device:demo:${email}`)
    expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1, liveSessions: 1 })

    await expectSignsAs(page, frame, address, 'After a failed first try')
    const dump = JSON.stringify(await dumpHostStorage(page))
    expect(dump).not.toMatch(/share|token/i)
  } finally {
    await profile.close()
  }
})

/**
 * "Use another email" gives the login up; once the api has no `dropped` left for `email`, the
 * same email's next code (past the resend wait) logs in with a recovery code: one wallet, one
 * live session.
 */
async function giveUpThenLogIn(
  { page, modalFrame, stack }: { page: Page; modalFrame: FrameLocator; stack: Stack },
  email: string,
  dropped: 'liveSessions' | 'wallets',
) {
  await modalFrame.getByRole('button', { name: 'Use another email' }).click()
  stack.apiClock.advance(31_000)
  try {
    await modalFrame.getByLabel('Email').fill(email)
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(async () => (await stack.embeddedAccount(email))[dropped]).toBe(0)
    await enterCodeAndConnect(page, modalFrame, await codeFrom(stack, email, 1))
    expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1, liveSessions: 1 })
  } finally {
    stack.apiClock.reset()
  }
}

emailCodeTest(
  'error: a login given up after the auth share could not be stored leaves no live session, and the next code logs in',
  async ({ page, stack, modalFrame, emailCode: { email, code } }) => {
    const restore = await refuseWalletStore(page, stack)
    await modalFrame.getByLabel('Code').fill(code)
    await expect(modalFrame.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible()
    await restore()
    expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 0, liveSessions: 1 })

    // "Use another email" gives the login up: the vault revokes the session it held for a retry.
    await giveUpThenLogIn({ page, modalFrame, stack }, email, 'liveSessions')
  },
)

emailCodeTest(
  'error: the api stored the auth share but its answer was lost: "Try again" keeps that wallet, which signs',
  async ({ page, stack, modalFrame, emailCode: login }) => {
    const { email } = login
    await loseWalletAnswer(
      { page, modalFrame, stack },
      login,
      `${stack.apiUrl}/v1/embedded/wallet**`,
    )

    await modalFrame.getByRole('button', { name: 'Try again' }).click()
    await saveRecoveryCode(modalFrame)
    const address = await connectedAddress(page)
    await expectSignsAs(page, modalFrame, address, 'The wallet the api kept')
    expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1, liveSessions: 1 })
  },
)

emailCodeTest(
  'error: the api stored the auth share but its answer was lost, and the login was given up: the api drops that unconfirmed wallet, and the next code makes a new one',
  async ({ page, stack, modalFrame, emailCode: login }) => {
    const { email } = login
    // The wallet's creation only (its own path, not /v1/embedded/wallet/discard).
    const creation = (target: URL) => target.pathname === '/v1/embedded/wallet'
    await loseWalletAnswer({ page, modalFrame, stack }, login, creation)

    // docs/decisions/0187-unconfirmed-embedded-wallets.md: revoking the session drops its wallet.
    await giveUpThenLogIn({ page, modalFrame, stack }, email, 'wallets')
  },
)
