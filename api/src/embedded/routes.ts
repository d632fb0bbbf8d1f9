import { randomBytes, randomInt } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  consumeOtp,
  countClientSends,
  findOtpForUpdate,
  insertClientSend,
  saveOtp,
  spendAttempt,
} from '../db/embeddedOtps.ts'
import { insertEmbeddedSession, revokeEmbeddedSession } from '../db/embeddedSessions.ts'
import { findEmbeddedWallet, insertEmbeddedWallet } from '../db/embeddedWallets.ts'
import {
  EmbeddedLoginUnavailableError,
  EmbeddedWalletExistsError,
  MailDeliveryError,
  NoEmbeddedWalletError,
  OtpExpiredError,
  OtpLockedError,
  OtpTooSoonError,
  OtpWrongCodeError,
  RateLimitedError,
} from '../errors.ts'
import { validateInput } from '../validateInput.ts'
import {
  CreateWalletBodySchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from './EmbeddedSchemas.ts'
import { deriveEmbeddedKeys, hashCode, openShare, sealShare } from './embeddedKeys.ts'
import { readEmbeddedSession, sha256Hex as sha256 } from './readEmbeddedSession.ts'

const secondsUntil = (at: Date, now: number) => Math.max(1, Math.ceil((at.getTime() - now) / 1000))

/**
 * Email login (SPEC §4, §9; SECURITY #22) and the embedded wallet's server half (DESIGN
 * "vault"): codes by mail, a session per verified code, and the auth share sealed at rest
 * and released only to that session. Answers to a send never say whether the email has an
 * account.
 */
export function createEmbeddedRoutes(deps: AppDeps): Hono<AppEnv> {
  const options = deps.embedded
  const keys = options.secret && deriveEmbeddedKeys(options.secret)
  const configured = () => {
    if (!keys || !options.mailer) throw new EmbeddedLoginUnavailableError()
    return { keys, mailer: options.mailer }
  }
  const sessionOf = (c: Context<AppEnv>) => readEmbeddedSession(deps, c)

  return new Hono<AppEnv>()
    .post('/v1/embedded/otp', validateInput('json', SendCodeBodySchema), async (c) => {
      const { keys, mailer } = configured()
      const { project } = c.get('call')
      const { email } = c.req.valid('json')
      const now = deps.clock.now()
      const client = deps.clientAddress(c)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const sentAt = new Date(now)
      const expiresAt = new Date(now + options.codeTtlSeconds * 1000)
      // The row stays locked while the mail goes out, so two sends cannot both pass the
      // 30 s check; a mail that fails rolls the new code back.
      await deps.db.transaction(async (tx) => {
        const hourAgo = new Date(now - 3_600_000)
        const sends = await countClientSends(tx, { projectId: project.id, client, since: hourAgo })
        if (sends >= options.maxSendsPerClientPerHour) throw new RateLimitedError(3600)
        const key = { projectId: project.id, email }
        const current = await findOtpForUpdate(tx, key)
        if (current?.lockedUntil && current.lockedUntil.getTime() > now)
          throw new OtpLockedError(current.lockedUntil, secondsUntil(current.lockedUntil, now))
        const resendAt =
          current && new Date(current.sentAt.getTime() + options.resendSeconds * 1000)
        if (resendAt && resendAt.getTime() > now)
          throw new OtpTooSoonError(resendAt, secondsUntil(resendAt, now))
        await saveOtp(tx, {
          ...key,
          codeHash: hashCode(keys, project.id, email, code),
          sentAt,
          expiresAt,
          attempts: options.maxAttempts,
        })
        await insertClientSend(tx, { projectId: project.id, client, sentAt })
        await mailer.sendCode({ to: email, code, projectName: project.name }).catch((cause) => {
          deps.log({ level: 'error', msg: 'code mail failed', error: String(cause) })
          throw new MailDeliveryError({ cause })
        })
      })
      return c.json(
        {
          email,
          expiresAt: expiresAt.toISOString(),
          resendAt: new Date(now + options.resendSeconds * 1000).toISOString(),
        },
        202,
      )
    })
    .post('/v1/embedded/otp/verify', validateInput('json', VerifyCodeBodySchema), async (c) => {
      const { keys } = configured()
      const { project } = c.get('call')
      const { email, code } = c.req.valid('json')
      const now = deps.clock.now()
      const key = { projectId: project.id, email }
      // A wrong code is counted (committed) before the error answers.
      const outcome = await deps.db.transaction(async (tx) => {
        const current = await findOtpForUpdate(tx, key)
        if (current?.lockedUntil && current.lockedUntil.getTime() > now)
          return {
            error: new OtpLockedError(current.lockedUntil, secondsUntil(current.lockedUntil, now)),
          }
        if (!current?.codeHash || current.expiresAt.getTime() <= now)
          return { error: new OtpExpiredError() }
        if (current.codeHash !== hashCode(keys, project.id, email, code)) {
          const attemptsLeft = current.attemptsLeft - 1
          const lockUntil = new Date(now + options.lockSeconds * 1000)
          await spendAttempt(tx, { ...key, attemptsLeft, lockUntil })
          return {
            error:
              attemptsLeft > 0
                ? new OtpWrongCodeError(attemptsLeft)
                : new OtpLockedError(lockUntil, options.lockSeconds),
          }
        }
        await consumeOtp(tx, key)
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
      const wallet = await findEmbeddedWallet(deps.db, {
        projectId: project.id,
        email: session.email,
      })
      if (!wallet) throw new NoEmbeddedWalletError()
      return c.json({
        email: wallet.email,
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        authShare: openShare(keys, `${project.id}\n${wallet.email}`, wallet.sealedAuthShare),
      })
    })
    .post('/v1/embedded/wallet', validateInput('json', CreateWalletBodySchema), async (c) => {
      const { keys } = configured()
      const { project } = c.get('call')
      const session = await sessionOf(c)
      const body = c.req.valid('json')
      const stored = await insertEmbeddedWallet(deps.db, {
        projectId: project.id,
        email: session.email,
        evmAddress: body.evmAddress,
        solanaAddress: body.solanaAddress,
        sealedAuthShare: sealShare(keys, `${project.id}\n${session.email}`, body.authShare),
        createdAt: new Date(deps.clock.now()),
      })
      if (!stored) throw new EmbeddedWalletExistsError()
      const { email } = session
      return c.json({ email, evmAddress: body.evmAddress, solanaAddress: body.solanaAddress }, 201)
    })
    .post('/v1/embedded/session/revoke', async (c) => {
      const session = await sessionOf(c)
      await revokeEmbeddedSession(deps.db, {
        tokenHash: session.tokenHash,
        at: new Date(deps.clock.now()),
      })
      return c.json({ revoked: true })
    })
}
