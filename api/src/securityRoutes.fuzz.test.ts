import { describe, expect, test } from 'vitest'
import { useDevIdentityProviders } from './testing/useDevIdentityProviders.ts'
import { useTestApp } from './testing/useTestApp.ts'

// The routes of SECURITY #24, #25 and #6 under fuzzed input: every answer is a clear 4xx
// (never a 5xx, never pending), and a refused social begin sets no cookie.
const VAULT = 'http://vault.test'
const TOKEN = 'admin-token-of-at-least-32-characters'

const social = useDevIdentityProviders(VAULT)
const t = useTestApp(() => ({
  adminToken: TOKEN,
  social: social(),
  embedded: { secret: new Uint8Array(32).fill(5) },
}))

/** A small seeded generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}
const next = random(2026)
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
const strings = [
  '',
  'a',
  'x'.repeat(40),
  'x'.repeat(5000),
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'https://evil.example',
  '"; frame-ancestors *',
  'state-'.padEnd(43, 's'),
  '123456',
  'Ω≈ç√∫',
  'null',
]
const values = (): unknown =>
  pick([
    () => pick(strings),
    () => Math.floor(next() * 1e9),
    () => next() > 0.5,
    () => null,
    () => [pick(strings)],
    () => ({ [pick(strings)]: pick(strings) }),
  ])()
/** A header value: what a browser could send (Latin-1 only). */
const header = () => encodeURIComponent(pick(strings))
const body = (fields: string[]): string =>
  pick([
    () => JSON.stringify(Object.fromEntries(fields.map((f) => [f, values()]))),
    () => JSON.stringify(values()),
    () => pick(['{', 'not json', '', '[]', '{"a":']),
  ])()

const routes: (() => { path: string; init: RequestInit })[] = [
  () => ({
    path: `/auth/social/${pick(['google', 'apple', 'myspace', '%2e%2e'])}/begin?state=${encodeURIComponent(pick(strings))}`,
    init: { headers: { referer: pick([`${VAULT}/`, 'https://evil.example/', header()]) } },
  }),
  () => ({
    path: `/auth/social/${pick(['github', 'apple'])}/callback?state=${encodeURIComponent(pick(strings))}&code=${encodeURIComponent(pick(strings))}`,
    init: {
      headers: { cookie: `porthole_social_${header()}=${header()}` },
    },
  }),
  () => ({
    path: '/auth/social/apple/callback',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `state=${encodeURIComponent(pick(strings))}&porthole_resubmitted=${pick(['1', ''])}`,
    },
  }),
  () => ({
    path: '/v1/auth/social/result?projectId=test',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(['state', 'resultKey']),
    },
  }),
  () => ({
    path: `/v1/embedded/${pick(['otp', 'otp/verify'])}?projectId=test`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': header() },
      body: body(['email', 'code', 'challenge']),
    },
  }),
  () => ({
    path: `/admin/projects/${encodeURIComponent(pick(['test', ...strings]))}/default-origins`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pick([TOKEN, header()])}`,
        'content-type': 'application/json',
      },
      body: body(['useDefaultOrigins']),
    },
  }),
]

describe('fuzzed input to the security routes', () => {
  test('error: 600 fuzzed requests get 4xx (or a redirect for a begin from the vault), never a 5xx', async () => {
    const statuses = new Map<number, number>()
    for (let i = 0; i < 600; i++) {
      const { path, init } = pick(routes)()
      const answer = await t.request(path, init)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status >= 500) throw new Error(`${answer.status} for ${path} ${String(init.body)}`)
      if (path.includes('/begin') && answer.status !== 302)
        expect(answer.headers.getSetCookie()).toEqual([])
      await answer.arrayBuffer()
    }
    // The fuzz reached past validation too, not only 400s.
    expect([...statuses.keys()].filter((status) => status !== 400).length).toBeGreaterThan(2)
  })
})
