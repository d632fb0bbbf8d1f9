import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { bindSocialAttempt } from '../db/social/bindSocialAttempt.ts'
import { failSocialAttempt } from '../db/social/socialAttempts.ts'
import { createBrowserKey, setBrowserKey } from './browserBinding.ts'
import { SocialProviderIdSchema } from './providers/SocialProviderSchema.ts'
import { renderResultPage } from './renderResultPage.ts'
import { SocialLoginError } from './SocialLoginError.ts'

const refusal = (text: string, status = 403) => {
  const page = renderResultPage(text, false)
  return new Response(page.html, {
    status,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': page.csp,
      'cache-control': 'no-store',
    },
  })
}

/** The origin a navigation came from, by its Referer (the frame sends `strict-origin`). */
const refererOrigin = (referer: string | undefined) =>
  referer && URL.canParse(referer) ? new URL(referer).origin : undefined

/**
 * `GET /auth/social/:provider/begin?state=` (the `uri` a start answers): the login popup's
 * first stop, on the api origin (SECURITY #24). Only a navigation from the frame or the vault
 * (their Referer: a link forwarded by mail, chat or another site has none of theirs) binds the
 * unbound attempt to this browser, with an HttpOnly cookie, and goes on to the provider. A
 * redirect, not a page: the frame reads the popup's first foreign page as the provider's.
 */
export function createSocialBeginRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/auth/social/:provider/begin', async (c) => {
    const social = deps.social
    const provider = SocialProviderIdSchema.safeParse(c.req.param('provider'))
    const state = c.req.query('state') ?? ''
    if (!social || !provider.success || state.length < 16 || state.length > 128)
      return refusal('This sign-in link is not valid. Start again from the site.')
    const from = refererOrigin(c.req.header('referer'))
    if (!from || !social.returnOrigins.includes(from))
      return refusal(
        'A sign-in can only be started from the site that asks for it. Start again there.',
      )
    const browser = createBrowserKey()
    const bound = await bindSocialAttempt(deps.db, {
      state,
      provider: provider.data,
      browserKeyHash: browser.hash,
      at: new Date(deps.clock.now()),
    })
    if (!bound)
      return refusal(
        'This sign-in link has expired or was already used. Start again from the site.',
      )
    setBrowserKey(c, {
      state,
      key: browser.key,
      maxAgeSeconds: social.attemptTtlSeconds,
      secure: social.publicOrigin.startsWith('https:'),
    })
    const uri = await social.clients.authorizationUrl(provider.data, bound).catch((error) => {
      if (error instanceof SocialLoginError) return error
      throw error
    })
    if (uri instanceof SocialLoginError) {
      // The vault polls this attempt: it is told the reason now, not when the attempt expires.
      await failSocialAttempt(deps.db, {
        state,
        at: new Date(deps.clock.now()),
        outcome: { ok: false, reason: uri.reason, message: uri.shortMessage },
      })
      return refusal(uri.shortMessage, uri.status)
    }
    c.header('Cache-Control', 'no-store')
    return c.redirect(uri.href, 302)
  })
}
