import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'
import { WalletConnectViewParamsSchema } from '../WalletConnectViewParamsSchema.ts'

/** The WalletConnect QR view, in the chunk the frame prefetches after Connect (vite.config.ts). */
export function createWalletConnectViews(): FeatureViews<'ConnectingWalletConnectBasic'> {
  return {
    ConnectingWalletConnectBasic: defineView({
      params: WalletConnectViewParamsSchema,
      // A wallet picked from the registry names the view, as AppKit does.
      title: ({ wallet }) =>
        wallet
          ? { key: 'connecting.title', en: '{name}', params: { name: wallet.name } }
          : { key: 'walletConnect.title', en: 'WalletConnect' },
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx').then(
          (m) => m.ConnectingWalletConnectBasicView,
        ),
      ),
    }),
  }
}
