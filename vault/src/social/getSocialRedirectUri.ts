import type { SocialDeps } from './SocialDeps.ts'

/**
 * GET_SOCIAL_REDIRECT_URI (SPEC §4): starts the login at the api, which returns to its
 * callback page; that page posts the session to this vault's origin, never the frame's.
 */
export const getSocialRedirectUri =
  (deps: SocialDeps) =>
  async ({ provider }: { provider: string }) => {
    deps.projectId()
    const started = await deps.api.startSocial(provider, deps.origin)
    deps.inbox.start(started.state)
    return { uri: started.uri }
  }
