import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { insertEmbeddedSession, revokeEmbeddedSession } from '../db/embedded/embeddedSessions.ts'
import {
  discardUnconfirmedWallet,
  dropAbandonedWallet,
  findEmbeddedWallet,
  insertEmbeddedWallet,
} from '../db/embedded/embeddedWallets.ts'
import { EmbeddedWalletExistsError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { checkCode } from './checkCode.ts'
import { createEmailLoginSetup } from './createEmailLoginSetup.ts'
import {
  CreateWalletBodySchema,
  DiscardWalletBodySchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from './EmbeddedSchemas.ts'
import { authShareAad, openShare, sealShare } from './embeddedKeys.ts'
import { codeTimesOf, issueCode } from './issueCode.ts'
import { readEmbeddedSession, sha256Hex as sha256 } from './readEmbeddedSession.ts'

/** A browser's codes are kept under the SHA-256 of its challenge; without one, under ''. */
const challengeHash = (challenge: string | undefined) => (challenge ? sha256(challenge) : '')

/**
 * Email login (SPEC §4, §9; SECURITY #22) and the embedded wallet's server half (DESIGN
 * "vault"): codes by mail, a session per verified code, and the auth share sealed at rest
 * and released only to that session. Answers to a send never say whether the email has an
 * account.
 */
export function createEmbeddedRoutes(deps: AppDeps): Hono<AppEnv> {
  const { options, configured, mailed } = createEmailLoginSetup(deps)
  const sessionOf = (c: Context<AppEnv>) => readEmbeddedSession(deps, c)

  return (
    new Hono<AppEnv>()
      .post('/v1/embedded/otp', validateInput('json', SendCodeBodySchema), async (c) => {
        const { keys, mailer } = configured()
        const { project } = c.get('call')
        const { email, challenge } = c.req.valid('json')
        const context = { keys, options, now: deps.clock.now(), client: deps.clientAddress(c) }
        // The row stays locked while the mail goes out, so two sends cannot both pass the
        // 30 s check; a mail that fails rolls the new code back.
        const sent = await deps.db.transaction(async (tx) => {
          const issued = await issueCode(tx, context, {
            projectId: project.id,
            email,
            challengeHash: challengeHash(challenge),
          })
          await mailed(mailer.sendCode({ to: email, code: issued.code, projectName: project.name }))
          return issued
        })
        return c.json({ email, ...codeTimesOf(sent) }, 202)
      })
      .post('/v1/embedded/otp/verify', validateInput('json', VerifyCodeBodySchema), async (c) => {
        const { keys } = configured()
        const { project } = c.get('call')
        const { email, code, challenge } = c.req.valid('json')
        const now = deps.clock.now()
        // A wrong code is counted (committed) before the error answers.
        const outcome = await deps.db.transaction(async (tx) => {
          const error = await checkCode(
            tx,
            { keys, options, now, client: deps.clientAddress(c) },
            { projectId: project.id, email, challengeHash: challengeHash(challenge) },
            code,
          )
          if (error) return { error }
          const token = randomBytes(32).toString('base64url')
          const expiresAt = new Date(now + options.sessionMaxAgeSeconds * 1000)
          await insertEmbeddedSession(tx, {
            tokenHash: sha256(token),
            projectId: project.id,
            email,
            createdAt: new Date(now),
            expiresAt,
          })
          return { session: { token, email, expiresAt: expiresAt.toISOString() } }
        })
        if ('error' in outcome) throw outcome.error
        return c.json(outcome.session)
      })
      .get('/v1/embedded/wallet', async (c) => {
        const { keys } = configured()
        const { project } = c.get('call')
        const session = await sessionOf(c)
        const key = { projectId: project.id, email: session.email }
        await dropAbandonedWallet(deps.db, { ...key, at: new Date(deps.clock.now()) })
        const wallet = await findEmbeddedWallet(deps.db, key)
        // No wallet yet (a first login) is an answer, not an error: 204, nothing in a console.
        if (!wallet) return c.body(null, 204)
        return c.json({
          email: wallet.email,
          evmAddress: wallet.evmAddress,
          solanaAddress: wallet.solanaAddress,
          authShare: openShare(
            keys,
            authShareAad(project.id, wallet.email),
            wallet.sealedAuthShare,
          ),
          confirmed: wallet.confirmed,
        })
      })
      .post('/v1/embedded/wallet', validateInput('json', CreateWalletBodySchema), async (c) => {
        const { keys } = configured()
        const { project } = c.get('call')
        const session = await sessionOf(c)
        const body = c.req.valid('json')
        const now = new Date(deps.clock.now())
        await dropAbandonedWallet(deps.db, { projectId: project.id, email: session.email, at: now })
        const stored = await insertEmbeddedWallet(deps.db, {
          projectId: project.id,
          email: session.email,
          evmAddress: body.evmAddress,
          solanaAddress: body.solanaAddress,
          sealedAuthShare: sealShare(keys, authShareAad(project.id, session.email), body.authShare),
          createdAt: now,
          createdBy: session.tokenHash,
        })
        if (!stored) throw new EmbeddedWalletExistsError()
        const { email } = session
        return c.json(
          { email, evmAddress: body.evmAddress, solanaAddress: body.solanaAddress },
          201,
        )
      })
      // A login whose device holds no share of the account's wallet, never confirmed (no
      // recovery method stored, so no site was given its address): the vault makes a new one.
      .post(
        '/v1/embedded/wallet/discard',
        validateInput('json', DiscardWalletBodySchema),
        async (c) => {
          const { project } = c.get('call')
          const session = await sessionOf(c)
          const discarded = await discardUnconfirmedWallet(deps.db, {
            projectId: project.id,
            email: session.email,
            evmAddress: c.req.valid('json').evmAddress,
          })
          return c.json({ discarded })
        },
      )
      .post('/v1/embedded/session/revoke', async (c) => {
        const session = await sessionOf(c)
        const at = new Date(deps.clock.now())
        await revokeEmbeddedSession(deps.db, { tokenHash: session.tokenHash, at })
        // A first login given up: the wallet it created and never confirmed goes with it.
        await dropAbandonedWallet(deps.db, {
          projectId: c.get('call').project.id,
          email: session.email,
          at,
        })
        return c.json({ revoked: true })
      })
  )
}
