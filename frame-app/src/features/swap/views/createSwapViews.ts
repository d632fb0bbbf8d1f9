import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** Swap, in a chunk of its own. */
export function createSwapViews(): FeatureViews<'Swap'> {
  return {
    Swap: defineView({
      title: () => ({ key: 'swap.title', en: 'Swap' }),
      access: 'public',
      // Tokens, quotes and transactions come from the Data API; `features.swaps` turns it off.
      enabled: ({ apiConfigured, dapp }) => apiConfigured && dapp?.features?.swaps !== false,
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() => import('./Swap/SwapView.tsx').then((m) => m.SwapView)),
    }),
  }
}
