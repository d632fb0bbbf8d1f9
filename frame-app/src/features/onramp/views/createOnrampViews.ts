import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** OnRamp, in a chunk of its own. */
export function createOnrampViews(): FeatureViews<'OnRamp'> {
  return {
    OnRamp: defineView({
      title: () => ({ key: 'onramp.title', en: 'Buy crypto' }),
      access: 'public',
      // Options, quotes and the provider URL come from the Data API; `features.onramp` turns it off.
      enabled: ({ apiConfigured, dapp }) => apiConfigured && dapp?.features?.onramp !== false,
      component: createChunkLoader(() =>
        import('./OnRamp/OnRampView.tsx').then((m) => m.OnRampView),
      ),
    }),
  }
}
