import { describe, expect, test } from 'vitest'
import { signInOverHttp } from '../../../e2e/fixtures/identity/signInOverHttp.ts'
import {
  TEST_API_ORIGIN as API,
  useDevIdentityProviders,
} from '../testing/useDevIdentityProviders.ts'
import { useTestApp } from '../testing/useTestApp.ts'

// SECURITY #24: a social login belongs to the browser that started it.
const VAULT = 'http://vault.test'

const social = useDevIdentityProviders(VAULT)
const t = useTestApp(() => ({
  social: social(),
  embedded: { secret: new Uint8Array(32).fill(7) },
}))

const start = async (provider: string) => {
  const response = await t.post(`/v1/auth/social/${provider}?projectId=test`, { origin: VAULT })
  return (await response.json()) as { uri: string; state: string; resultKey: string }
}
const claim = (state: string, resultKey: string) =>
  t.post('/v1/auth/social/result?projectId=test', { state, resultKey })
/** The popup's first navigation, from `referer` (the frame's own, unless said). */
const begin = (uri: string, referer = `${VAULT}/`) =>
  t.request(uri.slice(API.length), { headers: referer ? { referer } : {} })
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
const callback = (back: { url: string; init: RequestInit }, cookie?: string) =>
  t.request(back.url.slice(API.length), {
    ...back.init,
    headers: { ...(back.init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  })

describe('social logins bound to the browser that started them', () => {
  test('error: an attempt started by one browser and finished at the provider by another opens no session for either', async () => {
    // The attacker starts the attempt and takes its first step in their own browser...
    const attacker = await start('google')
    const bound = await begin(attacker.uri)
    expect(bound.status).toBe(302)
    // ...and the victim signs in at the provider with it; the victim's browser has no cookie.
    const back = await signInOverHttp(bound.headers.get('location') ?? '', {
      login: 'victim',
      callbackPrefix: `${API}/auth/social/google/callback`,
    })
    const page = await callback(back)
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('finished in a different browser')
    // The attacker's claim, with the attacker's key, is refused with the reason.
    const claimed = await claim(attacker.state, attacker.resultKey)
    expect(claimed.status).toBe(403)
    expect((await claimed.json()).error).toMatchObject({
      name: 'SocialLoginError',
      message: expect.stringMatching(/different browser/),
    })
    // Claimable once: the attempt is spent.
    expect((await claim(attacker.state, attacker.resultKey)).status).toBe(410)
  })

  test('error: a forwarded begin link binds nothing: only a navigation from the frame or vault, once', async () => {
    const attempt = await start('github')
    // Opened from mail or chat (no Referer) or from another site: refused, no cookie.
    for (const referer of ['', 'https://evil.example/phish']) {
      const foreign = await begin(attempt.uri, referer)
      expect(foreign.status).toBe(403)
      expect(foreign.headers.getSetCookie()).toEqual([])
      expect(await foreign.text()).toContain('only be started from the site')
    }
    const first = await begin(attempt.uri)
    expect(first.status).toBe(302)
    expect(new URL(first.headers.get('location') ?? '').searchParams.get('state')).toBe(
      attempt.state,
    )
    const cookie = first.headers.getSetCookie()[0] ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\/auth\/social/)
    // Bound once: a second browser with the link cannot take the attempt over.
    const second = await begin(attempt.uri)
    expect(second.status).toBe(403)
    expect(second.headers.getSetCookie()).toEqual([])
  })

  test("behavior: Apple's cross-site form POST is posted again from the api origin, with the cookie, and completes once", async () => {
    const attempt = await start('apple')
    const bound = await begin(attempt.uri)
    const back = await signInOverHttp(bound.headers.get('location') ?? '', {
      login: 'frank',
      callbackPrefix: `${API}/auth/social/apple/callback`,
    })
    expect(back.init.method).toBe('POST')
    // Cross-site POST: the browser sends no Lax cookie, and the api posts the form again.
    const first = await callback(back)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('name="porthole_resubmitted"')
    expect(first.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect((await claim(attempt.state, attempt.resultKey)).status).toBe(202)
    // The same-site POST again carries the cookie.
    const again = await callback(
      { url: back.url, init: { ...back.init, body: `${back.init.body}&porthole_resubmitted=1` } },
      cookieOf(bound),
    )
    expect(again.status).toBe(200)
    const claimed = await claim(attempt.state, attempt.resultKey)
    expect(claimed.status).toBe(200)
    expect((await claimed.json()).session.provider).toBe('apple')
  })
})
