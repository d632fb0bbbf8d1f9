import type { SocialProviderId } from './SocialProviderSchema.ts'

/** Who the provider says signed in. */
export type SocialProfile = {
  provider: SocialProviderId | 'farcaster'
  /** The provider's stable id for the person (OIDC `sub`, GitHub id, Farcaster fid). */
  subject: string
  email: string | undefined
  /** True only when the provider vouches that the person controls `email`. */
  emailVerified: boolean
  /** SPEC §9 "social username": the name the provider shows for the person. */
  username: string | undefined
}
