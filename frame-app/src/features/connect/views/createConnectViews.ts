import * as z from 'zod/mini'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { createReadyChunk } from '../../../core/views/createReadyChunk.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'
import { ConnectView } from './Connect/ConnectView.tsx'

/** Connect (in the first paint) and AllWallets. */
export function createConnectViews(): FeatureViews<'Connect' | 'AllWallets'> {
  return {
    Connect: defineView({
      // `open({ namespace })`: that namespace's wallets only. `notice`: set by the frame only
      // (a host opens Connect with a namespace at most), what ended the last connection.
      params: z.object({
        namespace: z.optional(z.enum(['eip155', 'solana', 'bip122'])),
        notice: z.optional(z.enum(['signInDeclined', 'disconnectFailed'])),
      }),
      title: () => ({ key: 'connect.title', en: 'Connect wallet' }),
      access: 'public',
      component: createReadyChunk(ConnectView),
    }),
    AllWallets: defineView({
      title: () => ({ key: 'allWallets.title', en: 'All wallets' }),
      access: 'public',
      // The wallet registry is served by the Data API.
      enabled: ({ apiConfigured }) => apiConfigured,
      component: createChunkLoader(() =>
        import('./AllWallets/AllWalletsView.tsx').then((m) => m.AllWalletsView),
      ),
    }),
  }
}
