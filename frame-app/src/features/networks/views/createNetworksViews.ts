import { CaipNetworkIdSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** The network views, in the chunk the frame prefetches after Connect (vite.config.ts). */
export function createNetworksViews(): FeatureViews<
  'Networks' | 'UnsupportedChain' | 'SwitchNetwork'
> {
  return {
    Networks: defineView({
      title: () => ({ key: 'networks.title', en: 'Choose network' }),
      access: 'public',
      component: createChunkLoader(() =>
        import('./Networks/NetworksView.tsx').then((m) => m.NetworksView),
      ),
    }),
    UnsupportedChain: defineView({
      title: () => ({ key: 'unsupported.title', en: 'Switch network' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./UnsupportedChain/UnsupportedChainView.tsx').then((m) => m.UnsupportedChainView),
      ),
    }),
    SwitchNetwork: defineView({
      params: z.object({ caipNetworkId: CaipNetworkIdSchema }),
      title: () => ({ key: 'unsupported.title', en: 'Switch network' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./SwitchNetwork/SwitchNetworkView.tsx').then((m) => m.SwitchNetworkView),
      ),
    }),
  }
}
