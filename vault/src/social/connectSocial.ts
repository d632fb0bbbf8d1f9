import { VaultError } from '../VaultError.ts'
import type { SocialDeps } from './SocialDeps.ts'

/** How long CONNECT_SOCIAL waits for a result the popup posted just before it closed. */
export const SOCIAL_RESULT_GRACE_MS = 3_000

/**
 * CONNECT_SOCIAL (SPEC §4): the frame sends it once the login popup closed. The result the
 * api's callback page posted for that attempt becomes the session (the email login's, so
 * custody is unchanged); no result means the person closed the window first.
 */
export const connectSocial =
  (deps: SocialDeps) =>
  async ({ uri }: { uri: string }) => {
    deps.projectId()
    const state = URL.canParse(uri) ? new URL(uri).searchParams.get('state') : null
    if (!state)
      throw new VaultError('SocialLoginError', 'This is not a sign-in this vault started.', {
        code: -32602,
      })
    const result = await deps.inbox.wait(state, SOCIAL_RESULT_GRACE_MS)
    if (!result)
      throw new VaultError('SocialLoginClosedError', 'The sign-in window was closed.', {
        code: 4001,
      })
    if (!result.ok)
      throw new VaultError('SocialLoginError', result.error.message, {
        data: { reason: result.error.reason },
      })
    return deps.completeLogin(result.session)
  }
