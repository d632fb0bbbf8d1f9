import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInOverHttp } from '../../../e2e/fixtures/identity/signInOverHttp.ts'
import {
  type DevIdentityProviders,
  startDevIdentityProviders,
} from '../../../e2e/fixtures/identity/startDevIdentityProviders.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import type { SocialResultMessage } from './renderResultPage.ts'
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from './SocialProviderSchema.ts'

const API = 'http://api.test'
const FRAME = 'http://frame.test'

let idps: DevIdentityProviders
let t: TestApp

beforeAll(async () => {
  idps = await startDevIdentityProviders({ callbackBase: API })
  t = await createTestApp({
    social: { providers: idps.providers, callbackBase: API, returnOrigins: [FRAME] },
  })
})
afterAll(async () => {
  await idps?.close()
  await t?.testDb.dispose()
})

const start = (provider: string, origin = FRAME) =>
  t.post(`/v1/auth/social/${provider}?projectId=test`, { origin })

/** Sends the provider's answer to the api's callback and reads what the page would post. */
async function complete(provider: SocialProviderId, login: string, decision?: 'allow' | 'deny') {
  const started = await start(provider)
  expect(started.status).toBe(201)
  const { uri, state } = await started.json()
  const back = await signInOverHttp(uri, {
    login,
    callbackPrefix: `${API}/auth/social/${provider}/callback`,
    ...(decision ? { decision } : {}),
  })
  const page = await t.request(back.url.slice(API.length), back.init)
  return { page, state, back, result: await readResult(page) }
}

async function readResult(page: Response) {
  const html = await page.text()
  const data = /var d=(\{.*?\});if/.exec(html)?.[1]
  const parsed = data
    ? (JSON.parse(data) as { message: SocialResultMessage; targetOrigin: string })
    : undefined
  return { html, message: parsed?.message, targetOrigin: parsed?.targetOrigin }
}

const me = (token: string) =>
  t.request('/v1/auth/session?projectId=test', { headers: { authorization: `Bearer ${token}` } })

describe('social login routes', () => {
  test('default: the configured providers are listed in configuration order', async () => {
    const response = await t.get('/v1/auth/social/providers?projectId=test')
    expect(await response.json()).toEqual({
      providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
    })
  })

  test.each(SOCIAL_PROVIDER_IDS)(
    'behavior: %s logs in against its dev provider and opens an embedded-wallet session',
    async (provider) => {
      const { page, state, result } = await complete(provider, 'alice')
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
      expect(result.targetOrigin).toBe(FRAME)
      const message = result.message
      if (!message?.ok) throw new Error(`login failed: ${JSON.stringify(message)}`)
      expect(message.state).toBe(state)
      expect(message.session.user.provider).toBe(provider)
      const username = {
        google: 'Alice',
        apple: 'Alice',
        github: 'alice',
        x: 'alice',
        discord: 'Alice',
        facebook: 'Alice',
      }
      expect(message.session.user.username).toBe(username[provider])
      const session = await me(message.session.token)
      expect(session.status).toBe(200)
      expect((await session.json()).user).toEqual(message.session.user)
    },
  )

  test('behavior: providers that verify the same email reach one account; X and Facebook get their own', async () => {
    const ids: Record<string, string> = {}
    for (const provider of ['google', 'github', 'discord', 'apple', 'x', 'facebook'] as const) {
      const { result } = await complete(provider, 'bob')
      if (!result.message?.ok) throw new Error(`${provider} failed`)
      ids[provider] = result.message.session.user.id
    }
    expect(new Set([ids.google, ids.github, ids.discord, ids.apple]).size).toBe(1)
    expect(ids.x).not.toBe(ids.google)
    expect(ids.facebook).not.toBe(ids.google)
    expect(ids.facebook).not.toBe(ids.x)
    const again = await complete('x', 'bob')
    if (!again.result.message?.ok) throw new Error('x failed')
    expect(again.result.message.session.user.id).toBe(ids.x)
  })

  test('error: a refusal at the provider is posted to the opener as provider_refused', async () => {
    const { page, result } = await complete('github', 'carol', 'deny')
    expect(page.status).toBe(401)
    expect(result.message).toMatchObject({
      ok: false,
      error: { name: 'SocialLoginError', reason: 'provider_refused' },
    })
  })

  test('error: a callback replayed or past its time is refused and posts nothing', async () => {
    const { back } = await complete('discord', 'dave')
    const replay = await t.request(back.url.slice(API.length), back.init)
    expect(replay.status).toBe(400)
    const replayed = await readResult(replay)
    expect(replayed.message).toBeUndefined()
    expect(replayed.html).toContain('expired or was already used')

    const started = await (await start('github')).json()
    const late = await signInOverHttp(started.uri, {
      login: 'dave',
      callbackPrefix: `${API}/auth/social/github/callback`,
    })
    t.clock.advance(601_000)
    const expired = await t.request(late.url.slice(API.length))
    expect(expired.status).toBe(400)
  })

  test('error: a result origin other than the frame or vault, or an unknown provider, is refused', async () => {
    const foreign = await start('google', 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.name).toBe('SocialLoginError')
    const unknown = await start('myspace')
    expect(unknown.status).toBe(400)
    const bare = await t.post('/v1/auth/social/google', { origin: FRAME })
    expect(bare.status).toBe(401)
  })

  test('behavior: a revoked session no longer answers', async () => {
    const { result } = await complete('google', 'erin')
    if (!result.message?.ok) throw new Error('google failed')
    const token = result.message.session.token
    const revoke = await t.request('/v1/auth/session/revoke?projectId=test', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(revoke.status).toBe(200)
    expect((await me(token)).status).toBe(401)
    expect((await me('not-a-token')).status).toBe(401)
  })
})
