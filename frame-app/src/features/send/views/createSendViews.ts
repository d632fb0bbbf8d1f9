import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** Send, in a chunk of its own. */
export function createSendViews(): FeatureViews<'Send'> {
  return {
    Send: defineView({
      title: () => ({ key: 'send.title', en: 'Send' }),
      access: 'public',
      // `features.send: false` hides Send, as `features.swaps` does Swap.
      enabled: ({ dapp }) => dapp?.features?.send !== false,
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() => import('./Send/SendView.tsx').then((m) => m.SendView)),
    }),
  }
}
