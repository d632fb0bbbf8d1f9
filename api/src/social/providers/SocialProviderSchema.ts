import { z } from 'zod'

/** SPEC §1: the social logins, in the default order. */
export const SOCIAL_PROVIDER_IDS = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
] as const
export const SocialProviderIdSchema = z.enum(SOCIAL_PROVIDER_IDS)
export type SocialProviderId = z.output<typeof SocialProviderIdSchema>

/**
 * One provider as configured (SOCIAL_PROVIDERS). Only `id`, `clientId` and `clientSecret` are
 * needed for the real provider; the endpoints default to its real URLs (`providerDefaults`)
 * and are set only to point at another server (the dev identity providers).
 */
export const SocialProviderConfigSchema = z.strictObject({
  id: SocialProviderIdSchema,
  clientId: z.string().min(1).max(512),
  /** Apple: the ES256 client-secret JWT signed with the team's key. */
  clientSecret: z.string().min(1).max(4096),
  /** OIDC providers (google, apple): the issuer, discovered at `/.well-known/openid-configuration`. */
  issuer: z.url().optional(),
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  /** The provider's "who am I" endpoint (GitHub `/user`, Discord `/users/@me`, X `/2/users/me`). */
  userEndpoint: z.url().optional(),
  /** GitHub only: `/user/emails`, which says which address is verified. */
  emailsEndpoint: z.url().optional(),
})
export type SocialProviderConfig = z.output<typeof SocialProviderConfigSchema>

export const SocialProvidersSchema = z
  .array(SocialProviderConfigSchema)
  .max(SOCIAL_PROVIDER_IDS.length)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, {
    message: 'each provider may appear once',
  })
