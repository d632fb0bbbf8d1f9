import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EmbeddedLoginUnavailableError, MailDeliveryError } from '../errors.ts'
import { deriveEmbeddedKeys } from './embeddedKeys.ts'
import { readEmbeddedSession } from './readEmbeddedSession.ts'

/**
 * What the email-login and email-update routes share: the server's keys and mailer (a server
 * without them answers EmbeddedLoginUnavailableError), the signed-in account of a request,
 * and code mail whose failure is logged and answered as MailDeliveryError.
 */
export function createEmailLoginSetup(deps: AppDeps) {
  const options = deps.embedded
  const keys = options.secret && deriveEmbeddedKeys(options.secret)
  const configured = () => {
    if (!keys || !options.mailer) throw new EmbeddedLoginUnavailableError()
    return { keys, mailer: options.mailer }
  }
  return {
    options,
    configured,
    /** The keys and mailer, the request's project and its live email-login session (else 401). */
    signedIn: async (c: Context<AppEnv>) => {
      const setup = configured()
      const { project } = c.get('call')
      return { ...setup, project, session: await readEmbeddedSession(deps, c) }
    },
    /** Waits for code mail to go out; a failure is logged and thrown as MailDeliveryError. */
    mailed: (sending: Promise<unknown>) =>
      sending.catch((cause: unknown) => {
        deps.log({ level: 'error', msg: 'code mail failed', error: String(cause) })
        throw new MailDeliveryError({ cause })
      }),
  }
}
