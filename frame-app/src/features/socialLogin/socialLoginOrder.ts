import type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'

/** SPEC §6: every social login the api supports, in this order unless the host sets one. */
export const DEFAULT_SOCIAL_ORDER: readonly SocialProviderId[] = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
]

/**
 * What "Continue with socials" lists: the host's `features.socials` in its order (names it
 * does not know are ignored), else the default order; only what the api has set up.
 */
export function socialLoginOrder(
  configured: false | readonly string[] | undefined,
  supported: { providers: readonly string[]; farcaster: boolean },
): SocialProviderId[] {
  if (configured === false) return []
  const order = configured ?? DEFAULT_SOCIAL_ORDER
  const available = (id: string) =>
    id === 'farcaster' ? supported.farcaster : supported.providers.includes(id)
  return [...new Set(order)].filter(
    (id): id is SocialProviderId =>
      DEFAULT_SOCIAL_ORDER.includes(id as SocialProviderId) && available(id),
  )
}
