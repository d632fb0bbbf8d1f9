import type { SocialDeps } from './SocialDeps.ts'

/**
 * GET_SOCIAL_REDIRECT_URI (SPEC §4): starts the login at the api, which answers the provider's
 * URL and a result key that only this vault holds (never in a URL, never in the frame).
 */
export const getSocialRedirectUri =
  (deps: SocialDeps) =>
  async ({ provider }: { provider: string }) => {
    deps.projectId()
    const started = await deps.api.startSocial(provider, deps.origin)
    // One login at a time: the frame ends the previous attempt before it starts one.
    deps.attempts.clear()
    deps.attempts.set(started.state, started.resultKey)
    return { uri: started.uri }
  }
