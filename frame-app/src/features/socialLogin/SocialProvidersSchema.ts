import * as z from 'zod/mini'

/** The api's `GET /v1/auth/social/providers`: the social logins it has set up, and Farcaster. */
export const SocialProvidersSchema = z.object({
  providers: z.array(z.string()),
  farcaster: z.boolean(),
})
