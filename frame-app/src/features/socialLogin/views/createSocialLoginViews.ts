import * as z from 'zod/mini'
import { socialProviderNames } from '../../../connectors/embedded/socialProviderNames.ts'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** A social login's and Farcaster's views, each in a chunk of its own. */
export function createSocialLoginViews(): FeatureViews<'ConnectingSocial' | 'ConnectingFarcaster'> {
  return {
    ConnectingSocial: defineView({
      params: z.object({
        provider: z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook']),
      }),
      title: ({ provider }) => ({
        key: 'social.title',
        en: 'Continue with {name}',
        params: { name: socialProviderNames[provider] },
      }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ConnectingSocial/ConnectingSocialView.tsx').then((m) => m.ConnectingSocialView),
      ),
    }),
    ConnectingFarcaster: defineView({
      title: () => ({ key: 'farcaster.title', en: 'Sign in with Farcaster' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ConnectingFarcaster/ConnectingFarcasterView.tsx').then(
          (m) => m.ConnectingFarcasterView,
        ),
      ),
    }),
  }
}
