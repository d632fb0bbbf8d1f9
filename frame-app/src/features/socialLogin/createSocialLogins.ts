import type { FrameCore } from '../../core/FrameCore.ts'
import { createFarcasterFlow } from './flow/createFarcasterFlow.ts'
import { createSocialFlow } from './flow/createSocialFlow.ts'
import { SocialProvidersSchema } from './SocialProvidersSchema.ts'

/**
 * The social logins' chunk: the popup flow, the Farcaster flow (both on the email login's
 * vault and embedded connector) and the list the api offers, asked once.
 */
export async function createSocialLogins(
  app: Pick<FrameCore, 'api' | 'connection' | 'embedded' | 'viewStack'>,
) {
  const login = await app.embedded.ensure()
  const api = app.api
  let supported: Promise<{ providers: string[]; farcaster: boolean }> | null = null
  return {
    /** The email login the flows end in (its `device` step opens a wallet set up elsewhere). */
    login,
    social: createSocialFlow(app, login),
    farcaster: createFarcasterFlow(app, login),
    /** `GET /v1/auth/social/providers`: what the api has set up (none without an api). */
    supported() {
      supported ??= api
        ? api.client.get('/v1/auth/social/providers', { schema: SocialProvidersSchema })
        : Promise.resolve({ providers: [], farcaster: false })
      supported.catch(() => {
        supported = null
      })
      return supported
    },
  }
}
export type SocialLogins = Awaited<ReturnType<typeof createSocialLogins>>
