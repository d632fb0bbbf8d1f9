import { VaultError } from '../VaultError.ts'
import type { SocialDeps } from './SocialDeps.ts'

/**
 * CONNECT_SOCIAL (SPEC §4): asks the api once for the outcome of the login started with `uri`
 * (GET_SOCIAL_REDIRECT_URI), with the attempt's result key. Pending answers `{ pending: true }`
 * (the frame decides how long to ask, docs/decisions/0177-coop-and-the-login-popup.md); a session becomes the email
 * login's (custody unchanged); a refusal at the provider comes back as the api's error.
 */
export const connectSocial =
  (deps: SocialDeps) =>
  async ({ uri }: { uri: string }) => {
    deps.projectId()
    const state = URL.canParse(uri) ? new URL(uri).searchParams.get('state') : null
    const resultKey = state ? deps.attempts.get(state) : undefined
    if (!state || !resultKey)
      throw new VaultError('SocialLoginError', 'This is not a sign-in this vault started.', {
        code: -32602,
      })
    const answer = await deps.api.claimSocial(state, resultKey).catch((error: unknown) => {
      deps.attempts.delete(state)
      throw error
    })
    if (answer.state === 'pending') return { pending: true as const }
    deps.attempts.delete(state)
    return deps.completeLogin(answer.session)
  }
