import { createHash, randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as client from 'openid-client'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  claimSocialOutcome,
  consumeSocialAttempt,
  insertSocialAttempt,
  saveSocialOutcome,
} from '../db/social/socialAttempts.ts'
import { paramBodyRoute } from '../input/paramBodyRoute.ts'
import { validateInput } from '../input/validateInput.ts'
import { hasBrowserKey, isBoundBrowser } from './browserBinding.ts'
import { openLoginSession } from './openLoginSession.ts'
import { providerDefaults } from './providers/providerDefaults.ts'
import { SocialProviderIdSchema } from './providers/SocialProviderSchema.ts'
import { RESUBMITTED, renderResubmitPage } from './renderResubmitPage.ts'
import { renderResultPage } from './renderResultPage.ts'
import { SocialAttemptExpiredError } from './SocialAttemptExpiredError.ts'
import { SocialLoginError, type SocialLoginReason } from './SocialLoginError.ts'

const StartBodySchema = z.strictObject({
  /** Where the result goes: the origin of the frame or vault that opens the popup. */
  origin: z.url().transform((url) => new URL(url).origin),
})
const StateSchema = z.string().min(16).max(128)
const ClaimBodySchema = z.strictObject({
  state: StateSchema,
  resultKey: z.string().min(32).max(128),
})
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function notConfigured(): never {
  throw new SocialLoginError('not_configured', 'Social login is not configured on this server.')
}

/**
 * Social logins (SPEC §1, §4 GET_SOCIAL_REDIRECT_URI): `POST /v1/auth/social/:provider` starts
 * an attempt and answers the provider's authorization URL; the provider returns to
 * `/auth/social/:provider/callback`, which completes the login and keeps its outcome;
 * `POST /v1/auth/social/result` hands the vault the session once, for the attempt's result key.
 */
export function createSocialRoutes(deps: AppDeps): Hono<AppEnv> {
  const social = deps.social
  const callback = async (c: Context<AppEnv>, form: URLSearchParams | undefined) => {
    const provider = c.req.param('provider') ?? ''
    const query = new URL(c.req.url).searchParams
    const params = form ?? query
    const state = params.get('state') ?? ''
    // Apple's cross-site form POST carries no Lax cookie: posted again from this origin, it does.
    if (form && !form.has(RESUBMITTED) && !hasBrowserKey(c, state)) {
      return { status: 200 as const, page: renderResubmitPage(c.req.url, form) }
    }
    form?.delete(RESUBMITTED)
    const id = SocialProviderIdSchema.safeParse(provider)
    const now = new Date(deps.clock.now())
    const attempt =
      social && id.success && StateSchema.safeParse(state).success
        ? await consumeSocialAttempt(deps.db, { state, provider: id.data, at: now })
        : undefined
    if (!social || !id.success || !attempt) {
      return {
        status: 400 as const,
        page: renderResultPage(
          'This sign-in link has expired or was already used. Start again from the site.',
          false,
        ),
      }
    }
    try {
      if (!isBoundBrowser(c, state, attempt.browserKeyHash)) {
        throw new SocialLoginError(
          'other_browser',
          'This sign-in was finished in a different browser from the one that started it. Start again from the site, in this browser.',
        )
      }
      const profile = await social.clients.complete(id.data, { query, form }, attempt)
      await saveSocialOutcome(deps.db, { state, outcome: { ok: true, profile } })
      const name = providerDefaults[id.data].displayName
      return {
        status: 200 as const,
        page: renderResultPage(`Signed in with ${name}. You can close this window.`, true),
      }
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      deps.log({ level: 'warn', msg: 'social login failed', provider, reason: error.reason })
      await saveSocialOutcome(deps.db, {
        state,
        outcome: { ok: false, reason: error.reason, message: error.shortMessage },
      })
      return { status: error.status as 401, page: renderResultPage(error.shortMessage, true) }
    }
  }

  return (
    new Hono<AppEnv>()
      // What Connect offers (SPEC §6: on by default where supported): the configured providers in
      // configuration order, and whether Sign In With Farcaster is set up.
      .get('/v1/auth/social/providers', (c) =>
        c.json({
          providers: social?.clients.providers ?? [],
          farcaster: deps.farcaster !== undefined,
        }),
      )
      // The vault's claim (CONNECT_SOCIAL): 202 while the person is at the provider, then the
      // login's session, opened only now and only for the holder of the attempt's result key.
      .post('/v1/auth/social/result', validateInput('json', ClaimBodySchema), async (c) => {
        const { project } = c.get('call')
        const body = c.req.valid('json')
        const at = new Date(deps.clock.now())
        const claimed = await claimSocialOutcome(deps.db, {
          state: body.state,
          projectId: project.id,
          resultKeyHash: sha256(body.resultKey),
          at,
        })
        if (!claimed) throw new SocialAttemptExpiredError()
        if (claimed.state === 'pending') return c.json({ state: 'pending' as const }, 202)
        const { outcome } = claimed
        if (!outcome.ok)
          throw new SocialLoginError(outcome.reason as SocialLoginReason, outcome.message)
        const session = await openLoginSession(deps, {
          projectId: project.id,
          profile: outcome.profile,
          at,
        })
        return c.json({ state: 'completed' as const, session })
      })
      .post(
        '/v1/auth/social/:provider',
        ...paramBodyRoute(
          'provider',
          SocialProviderIdSchema,
          StartBodySchema,
          async ({ projectId, param: provider, body }, c) => {
            if (!social) notConfigured()
            if (!social.clients.providers.includes(provider)) {
              throw new SocialLoginError(
                'not_configured',
                `${provider} login is not configured on this server.`,
              )
            }
            if (!social.returnOrigins.includes(body.origin)) {
              throw new SocialLoginError(
                'origin_not_allowed',
                `The origin ${body.origin} may not receive logins.`,
              )
            }
            const resultKey = randomBytes(32).toString('base64url')
            const checks = {
              state: client.randomState(),
              nonce: client.randomNonce(),
              codeVerifier: client.randomPKCECodeVerifier(),
            }
            // The popup opens the api's begin page, which binds the attempt to its browser
            // before it goes on to the provider (SECURITY #24).
            const uri = new URL(`/auth/social/${provider}/begin`, social.publicOrigin)
            uri.searchParams.set('state', checks.state)
            const createdAt = new Date(deps.clock.now())
            const expiresAt = new Date(createdAt.getTime() + social.attemptTtlSeconds * 1000)
            await insertSocialAttempt(deps.db, {
              ...checks,
              resultKeyHash: sha256(resultKey),
              projectId,
              provider,
              returnOrigin: body.origin,
              createdAt,
              expiresAt,
            })
            return c.json(
              {
                uri: uri.href,
                state: checks.state,
                resultKey,
                expiresAt: expiresAt.toISOString(),
              },
              201,
            )
          },
        ),
      )
      .get('/auth/social/:provider/callback', async (c) => {
        const result = await callback(c, undefined)
        c.header('Content-Security-Policy', result.page.csp)
        c.header('Cache-Control', 'no-store')
        return c.html(result.page.html, result.status)
      })
      .post('/auth/social/:provider/callback', async (c) => {
        const result = await callback(c, new URLSearchParams(await c.req.text()))
        c.header('Content-Security-Policy', result.page.csp)
        c.header('Cache-Control', 'no-store')
        return c.html(result.page.html, result.status)
      })
  )
}
