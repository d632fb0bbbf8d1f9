import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  findEmailUpdateForUpdate,
  markPrimaryVerified,
  saveEmailUpdate,
} from '../db/embedded/embeddedEmailUpdates.ts'
import { isOwnAccountEmail } from '../db/embedded/embeddedIdentities.ts'
import { moveEmbeddedAccount } from '../db/embedded/moveEmbeddedAccount.ts'
import {
  EmailInUseError,
  EmailUpdateUnavailableError,
  OtpExpiredError,
  PrimaryOtpRequiredError,
  SameEmailError,
} from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { checkCode } from './checkCode.ts'
import { createEmailLoginSetup } from './createEmailLoginSetup.ts'
import { UpdateCodeBodySchema, UpdateEmailBodySchema } from './EmbeddedSchemas.ts'
import { authShareAad, openShare, recoveryAad, sealShare } from './embeddedKeys.ts'
import { codeTimesOf, issueCode } from './issueCode.ts'

/**
 * SPEC §4 UPDATE_EMAIL with its primary and secondary codes
 * (docs/decisions/0165-changing-an-embedded-wallets-email.md): a signed-in account asks to move to
 * `newEmail`; a code goes to the current address (primary) and one to the new address (secondary),
 * each single use, expiring, with its attempts and lock and 30 s between sends (SPEC §9). Both
 * verified, in that order, the account (wallet, passkey, sessions, social logins) moves to the new
 * email. The request answers the same whether the new email has an account; only the last step,
 * which proves the inbox, says so.
 */
export function createEmailUpdateRoutes(deps: AppDeps): Hono<AppEnv> {
  const { options, signedIn, mailed } = createEmailLoginSetup(deps)
  /** What both code steps start from: the account, its change's key and the time. */
  const codeStep = async (c: Context<AppEnv>) => {
    const { keys, project, session } = await signedIn(c)
    const now = deps.clock.now()
    const key = { projectId: project.id, email: session.email }
    const context = { keys, options, now, client: deps.clientAddress(c) }
    return { keys, session, key, context, at: new Date(now) }
  }

  return new Hono<AppEnv>()
    .post('/v1/embedded/email/update', validateInput('json', UpdateEmailBodySchema), async (c) => {
      const { keys, mailer, project, session } = await signedIn(c)
      const { newEmail } = c.req.valid('json')
      if (isOwnAccountEmail(session.email)) throw new EmailUpdateUnavailableError()
      if (newEmail === session.email) throw new SameEmailError()
      const context = { keys, options, now: deps.clock.now(), client: deps.clientAddress(c) }
      const projectId = project.id
      const sent = await deps.db.transaction(async (tx) => {
        const primary = await issueCode(tx, context, {
          projectId,
          email: session.email,
          purpose: 'updatePrimary',
        })
        const secondary = await issueCode(tx, context, {
          projectId,
          email: newEmail,
          purpose: 'updateSecondary',
        })
        await saveEmailUpdate(tx, {
          projectId,
          email: session.email,
          newEmail,
          expiresAt: primary.expiresAt,
        })
        const mail = (to: string, code: string, purpose: 'updatePrimary' | 'updateSecondary') =>
          mailer.sendCode({ to, code, projectName: project.name, purpose })
        await mailed(
          Promise.all([
            mail(session.email, primary.code, 'updatePrimary'),
            mail(newEmail, secondary.code, 'updateSecondary'),
          ]),
        )
        return primary
      })
      return c.json({ newEmail, ...codeTimesOf(sent) }, 202)
    })
    .post(
      '/v1/embedded/email/update/primary',
      validateInput('json', UpdateCodeBodySchema),
      async (c) => {
        const { key, context, at } = await codeStep(c)
        const { code } = c.req.valid('json')
        const error = await deps.db.transaction(async (tx) => {
          if (!(await findEmailUpdateForUpdate(tx, { ...key, at }))) return new OtpExpiredError()
          const wrong = await checkCode(tx, context, { ...key, purpose: 'updatePrimary' }, code)
          if (!wrong) await markPrimaryVerified(tx, key)
          return wrong
        })
        if (error) throw error
        return c.json({ verified: 'primary' })
      },
    )
    .post(
      '/v1/embedded/email/update/secondary',
      validateInput('json', UpdateCodeBodySchema),
      async (c) => {
        const { keys, session, key, context, at } = await codeStep(c)
        const { projectId } = key
        const { code } = c.req.valid('json')
        const outcome = await deps.db.transaction(async (tx) => {
          const update = await findEmailUpdateForUpdate(tx, { ...key, at })
          if (!update) return { error: new OtpExpiredError() }
          if (!update.primaryVerified) return { error: new PrimaryOtpRequiredError() }
          const { newEmail } = update
          const wrong = await checkCode(
            tx,
            context,
            { projectId, email: newEmail, purpose: 'updateSecondary' },
            code,
          )
          if (wrong) return { error: wrong }
          const moved = await moveEmbeddedAccount(tx, {
            projectId,
            from: session.email,
            to: newEmail,
            at,
            reseal: (sealed) => ({
              authShare: sealShare(
                keys,
                authShareAad(projectId, newEmail),
                openShare(keys, authShareAad(projectId, session.email), sealed.authShare),
              ),
              recovery:
                sealed.recovery &&
                sealShare(
                  keys,
                  recoveryAad(projectId, newEmail),
                  openShare(keys, recoveryAad(projectId, session.email), sealed.recovery),
                ),
            }),
          })
          return moved ? { newEmail } : { error: new EmailInUseError() }
        })
        if ('error' in outcome) throw outcome.error
        return c.json({ newEmail: outcome.newEmail })
      },
    )
}
