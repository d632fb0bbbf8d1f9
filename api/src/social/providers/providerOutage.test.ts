import { afterEach, describe, expect, test } from 'vitest'
import { signInOverHttp } from '../../../../e2e/fixtures/identity/signInOverHttp.ts'
import {
  type OidcDouble,
  startOidcDouble,
} from '../../../../e2e/fixtures/identity/startOidcDouble.ts'
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts'
import { PROVIDER_TIMEOUT_SECONDS } from './providerFailure.ts'

/**
 * A social login while the identity provider is away (docs/decisions/0229-an-identity-provider-that-is-away.md),
 * against a real OpenID Provider (`oidc-provider`) as Google that is stopped, answers 503 or
 * stops answering. What the person sees: the login popup's page and the vault's claim (the
 * modal shows its message) both say "Google cannot be reached right now", soon; what is kept:
 * no session and no identity, and the next login, once Google is back, works.
 */

const API = 'http://api.test'
const FRAME = 'http://frame.test'
const UNREACHABLE = 'Google cannot be reached right now. Try again in a moment.'
/**
 * The wait a provider that does not answer is given where a test waits it out, shortened from
 * the default (`PROVIDER_TIMEOUT_SECONDS`, 10 s): what is tested is that the wait is one
 * timeout, given up with the provider's message, not its length.
 */
const SHORT_TIMEOUT_SECONDS = 3

let google: OidcDouble
let t: TestApp
afterEach(async () => {
  // Some tests stopped it already.
  await google?.close().catch(() => undefined)
  await t?.testDb.dispose()
})

async function setUp(providerTimeoutSeconds = PROVIDER_TIMEOUT_SECONDS) {
  google = await startOidcDouble({ provider: 'google', callbackBase: API })
  t = await createTestApp({
    social: {
      providers: [
        {
          id: 'google',
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          issuer: google.issuer,
        },
      ],
      callbackBase: API,
      returnOrigins: [FRAME],
      providerTimeoutSeconds,
    },
  })
}

/** Starts an attempt as the vault does and opens its popup page as the frame's navigation. */
async function begin() {
  const started = await (
    await t.post('/v1/auth/social/google?projectId=test', { origin: FRAME })
  ).json()
  const page = await t.request(started.uri.slice(API.length), { headers: { referer: `${FRAME}/` } })
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { ...started, page, cookie } as {
    state: string
    resultKey: string
    page: Response
    cookie: string
  }
}

const claim = async (attempt: { state: string; resultKey: string }) => {
  const res = await t.post('/v1/auth/social/result?projectId=test', {
    state: attempt.state,
    resultKey: attempt.resultKey,
  })
  return { status: res.status, body: await res.json() }
}

/** Signs Alice in at Google, up to the callback the browser would send to the api. */
async function signIn() {
  const attempt = await begin()
  expect(attempt.page.status).toBe(302)
  const back = await signInOverHttp(attempt.page.headers.get('location') ?? '', {
    login: 'alice',
    callbackPrefix: `${API}/auth/social/google/callback`,
  })
  const callback = () =>
    t.request(back.url.slice(API.length), { headers: { cookie: attempt.cookie } })
  return { attempt, callback }
}

async function expectNothingKept() {
  expect(await t.testDb.db.query('SELECT * FROM embedded_sessions')).toEqual([])
  expect(await t.testDb.db.query('SELECT * FROM embedded_identities')).toEqual([])
}

const unreachableClaim = {
  status: 502,
  body: { error: { name: 'SocialLoginError', message: UNREACHABLE } },
}

/** After the outage: a whole login goes through on the same api, without a restart. */
async function expectLoginWorks() {
  const { attempt, callback } = await signIn()
  expect((await callback()).status).toBe(200)
  const claimed = await claim(attempt)
  expect(claimed.status).toBe(200)
  expect(claimed.body.session.email).toBe('alice@example.test')
}

describe('social login while the identity provider is away', () => {
  test('error: Google stopped before its discovery: the popup and the claim say so at once (under 3 s); nothing is kept', async () => {
    await setUp()
    await google.close()
    const started = performance.now()
    const attempt = await begin()
    expect(attempt.page.status).toBe(502)
    expect(await attempt.page.text()).toContain(UNREACHABLE)
    // The vault polling this attempt hears the reason now, not when the attempt expires.
    expect(await claim(attempt)).toEqual(unreachableClaim)
    // At once: well before the 10 s a provider that does not answer is given.
    expect(performance.now() - started).toBeLessThan(PROVIDER_TIMEOUT_SECONDS * 1000 - 7000)
    await expectNothingKept()
  })

  test('error: Google answering 503 to its discovery is said the same way; once it serves again, a login works', async () => {
    await setUp()
    google.setOutage('serverError')
    const attempt = await begin()
    expect(attempt.page.status).toBe(502)
    expect(await claim(attempt)).toEqual(unreachableClaim)
    await expectNothingKept()
    google.setOutage(null)
    await expectLoginWorks()
  })

  test.each([
    ['stopped', 'the connection is refused'],
    ['serverError', 'it answers 503'],
  ] as const)(
    'error: Google %s between the sign-in and the token exchange (%s): the popup and the claim say it cannot be reached; nothing is kept',
    async (outage, _how) => {
      await setUp()
      const { attempt, callback } = await signIn()
      if (outage === 'stopped') await google.close()
      else google.setOutage('serverError')
      const page = await callback()
      expect(page.status).toBe(502)
      expect(await page.text()).toContain(UNREACHABLE)
      expect(await claim(attempt)).toEqual(unreachableClaim)
      await expectNothingKept()
    },
  )

  test('error: a token endpoint that stops answering is given up after the provider timeout (10 s by default, inside the 30 s login request); then a login works', async () => {
    await setUp(SHORT_TIMEOUT_SECONDS)
    const { attempt, callback } = await signIn()
    google.setOutage('stalled')
    const started = performance.now()
    const page = await callback()
    const waited = performance.now() - started
    expect(page.status).toBe(502)
    expect(waited).toBeGreaterThanOrEqual(SHORT_TIMEOUT_SECONDS * 1000 - 100)
    expect(waited).toBeLessThan(SHORT_TIMEOUT_SECONDS * 1000 + 3000)
    expect(await claim(attempt)).toEqual(unreachableClaim)
    await expectNothingKept()
    google.setOutage(null)
    await expectLoginWorks()
  }, 30_000)
})
