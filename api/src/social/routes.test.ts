import { describe, expect, test } from 'vitest'
import { signInOverHttp } from '../../../e2e/fixtures/identity/signInOverHttp.ts'
import {
  TEST_API_ORIGIN as API,
  useDevIdentityProviders,
} from '../testing/useDevIdentityProviders.ts'
import { useEmbeddedTestApp } from '../testing/useEmbeddedTestApp.ts'
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from './providers/SocialProviderSchema.ts'

const FRAME = 'http://frame.test'

const social = useDevIdentityProviders(FRAME)
// The email login's custody routes, which social sessions use unchanged.
const app = useEmbeddedTestApp({ vaultOrigin: null, app: () => ({ social: social() }) })

const start = (provider: string, origin = FRAME) =>
  app.t.post(`/v1/auth/social/${provider}?projectId=test`, { origin })

/** The vault's claim on an attempt (CONNECT_SOCIAL). */
const claim = (state: string, resultKey: string) =>
  app.t.post('/v1/auth/social/result?projectId=test', { state, resultKey })

type Claimed =
  | { ok: true; session: { token: string; email: string; provider: string; username?: string } }
  | { ok: false; error: { name: string; message: string } }

/**
 * The popup's first stop, navigated to by the frame (its Referer): the begin route binds the
 * attempt to this "browser" and redirects to the provider. Its Location and cookie header.
 */
async function bind(uri: string, referer = `${FRAME}/`) {
  const response = await app.t.request(uri.slice(API.length), { headers: { referer } })
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0])
  return { response, location: response.headers.get('location') ?? '', cookie: cookie.join('; ') }
}

/** Sends a callback request as the browser holding `cookie` would (none: another browser). */
const sendCallback = (back: { url: string; init: RequestInit }, cookie: string | undefined) =>
  app.t.request(back.url.slice(API.length), {
    ...back.init,
    headers: { ...(back.init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  })

/** Starts, binds this "browser", signs in at the provider, sends the callback, claims. */
async function complete(provider: SocialProviderId, login: string, decision?: 'allow' | 'deny') {
  const started = await start(provider)
  expect(started.status).toBe(201)
  const { uri, state, resultKey } = await started.json()
  expect(uri).toBe(`${API}/auth/social/${provider}/begin?state=${state}`)
  const bound = await bind(uri)
  expect(bound.response.status).toBe(302)
  const back = await signInOverHttp(bound.location, {
    login,
    callbackPrefix: `${API}/auth/social/${provider}/callback`,
    ...(decision ? { decision } : {}),
  })
  const page = await sendCallback(back, bound.cookie)
  const answer = await claim(state, resultKey)
  const body = await answer.json()
  const result: { status: number; message: Claimed } = {
    status: answer.status,
    message: answer.ok ? { ok: true, session: body.session } : { ok: false, error: body.error },
  }
  return { page, state, resultKey, back, cookie: bound.cookie, result }
}

const wallet = (token: string, body?: unknown) =>
  app.t.request('/v1/embedded/wallet?projectId=test', {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
const newWallet = {
  evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  authShare: Buffer.alloc(33, 5).toString('base64'),
}

describe('social login routes', () => {
  test('default: the configured providers are listed in configuration order', async () => {
    const response = await app.t.get('/v1/auth/social/providers?projectId=test')
    expect(await response.json()).toEqual({
      providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
      farcaster: false,
    })
  })

  test.each(SOCIAL_PROVIDER_IDS)(
    'behavior: %s logs in against its dev provider and opens an embedded-wallet session',
    async (provider) => {
      const { page, state, resultKey, result } = await complete(provider, `alice-${provider}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
      // The page posts nothing (no session token in it): it only closes itself.
      const html = await page.text()
      expect(html).toContain('window.close()')
      expect(html).not.toContain('postMessage')
      const message = result.message
      if (!message.ok) throw new Error(`login failed: ${JSON.stringify(message)}`)
      expect(message.session.provider).toBe(provider)
      // Claimed once: the same key again finds nothing.
      expect((await claim(state, resultKey)).status).toBe(410)
      // GitHub and X show the handle; the others the display name.
      const handle = provider === 'github' || provider === 'x'
      expect(message.session.username).toBe(handle ? `alice-${provider}` : `Alice-${provider}`)
      // The email login's custody routes take the session: no wallet yet, then one created.
      const token = message.session.token
      expect((await wallet(token)).status).toBe(204)
      expect((await wallet(token, newWallet)).status).toBe(201)
      const after = await wallet(token)
      expect(after.status).toBe(200)
      expect(await after.json()).toMatchObject({
        evmAddress: newWallet.evmAddress,
        authShare: newWallet.authShare,
      })
    },
  )

  test('behavior: providers that verify the same email reach one account; X and Facebook get their own', async () => {
    const ids: Record<string, string> = {}
    for (const provider of ['google', 'github', 'discord', 'apple', 'x', 'facebook'] as const) {
      const { result } = await complete(provider, 'bob')
      if (!result.message.ok) throw new Error(`${provider} failed`)
      ids[provider] = result.message.session.email
    }
    expect(ids.google).toBe('bob@example.test')
    expect(ids.x).toMatch(/^x-\d+@x\.social\.invalid$/)
    expect(new Set([ids.google, ids.github, ids.discord, ids.apple]).size).toBe(1)
    expect(ids.x).not.toBe(ids.google)
    expect(ids.facebook).not.toBe(ids.google)
    expect(ids.facebook).not.toBe(ids.x)
    const again = await complete('x', 'bob')
    if (!again.result.message.ok) throw new Error('x failed')
    expect(again.result.message.session.email).toBe(ids.x)
  })

  test('error: a refusal at the provider is claimed as provider_refused', async () => {
    const { page, result } = await complete('github', 'carol', 'deny')
    expect(page.status).toBe(401)
    expect(result.status).toBe(401)
    expect(result.message).toMatchObject({
      ok: false,
      error: { name: 'SocialLoginError', message: expect.stringMatching(/refused the login/) },
    })
  })

  test('behavior: the claim is pending until the provider sends the person back, and needs the key', async () => {
    const { state, resultKey } = await (await start('github')).json()
    const pending = await claim(state, resultKey)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ state: 'pending' })
    const wrong = await claim(state, 'k'.repeat(43))
    expect(wrong.status).toBe(410)
    expect((await wrong.json()).error.name).toBe('SocialAttemptExpiredError')
  })

  test('error: a callback replayed or past its time is refused and keeps nothing', async () => {
    const { back, cookie } = await complete('discord', 'dave')
    const replay = await sendCallback(back, cookie)
    expect(replay.status).toBe(400)
    const html = await replay.text()
    expect(html).not.toContain('window.close()')
    expect(html).toContain('expired or was already used')

    const started = await (await start('github')).json()
    const bound = await bind(started.uri)
    const late = await signInOverHttp(bound.location, {
      login: 'dave',
      callbackPrefix: `${API}/auth/social/github/callback`,
    })
    app.t.clock.advance(601_000)
    const expired = await sendCallback(late, bound.cookie)
    expect(expired.status).toBe(400)
  })

  test('error: a result origin other than the frame or vault, or an unknown provider, is refused', async () => {
    const foreign = await start('google', 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.name).toBe('SocialLoginError')
    const unknown = await start('myspace')
    expect(unknown.status).toBe(400)
    const bare = await app.t.post('/v1/auth/social/google', { origin: FRAME })
    expect(bare.status).toBe(401)
  })

  test('behavior: a social login whose email is verified reaches the wallet the email login made', async () => {
    const mails = app.mailbox.messages().length
    expect(
      (await app.t.post('/v1/embedded/otp?projectId=test', { email: 'erin@example.test' })).status,
    ).toBe(202)
    const mail = await app.mailbox.waitForMail('erin@example.test', { after: mails })
    const code = mail.text.match(/\b(\d{6})\b/)?.[1]
    const verified = await app.t.post('/v1/embedded/otp/verify?projectId=test', {
      email: 'erin@example.test',
      code,
    })
    const { token } = await verified.json()
    expect((await wallet(token, newWallet)).status).toBe(201)
    const { result } = await complete('google', 'erin')
    if (!result.message.ok) throw new Error('google failed')
    expect(result.message.session.email).toBe('erin@example.test')
    const reached = await wallet(result.message.session.token)
    expect(reached.status).toBe(200)
    expect((await reached.json()).evmAddress).toBe(newWallet.evmAddress)
    const revoke = await app.t.request('/v1/embedded/session/revoke?projectId=test', {
      method: 'POST',
      headers: { authorization: `Bearer ${result.message.session.token}` },
    })
    expect(revoke.status).toBe(200)
    expect((await wallet(result.message.session.token)).status).toBe(401)
  })
})
