/** The connect feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { bindConnectActions } from './bindConnectActions.ts'
import { createRecentWallets } from './createRecentWallets.ts'
import { createWalletRegistry } from './createWalletRegistry.ts'
import { createConnectViews } from './views/createConnectViews.ts'

export { selectWallet } from './actions/selectWallet.ts'
export { ConnectView } from './views/Connect/ConnectView.tsx'

/** Connect and AllWallets: the wallet registry and the recent wallets. */
export const connectFeature = {
  slots: ({ api, dapp, options }) => ({
    recentWallets: createRecentWallets(options.storage),
    registry: createWalletRegistry(api, dapp),
  }),
  actions: bindConnectActions,
  views: createConnectViews,
  loaders: { Connect: (app) => app.registry.load() },
} satisfies Feature

type ConnectActions = ReturnType<typeof bindConnectActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    recentWallets: ReturnType<typeof createRecentWallets>
    registry: ReturnType<typeof createWalletRegistry>
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends ConnectActions {}
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createConnectViews> {}
}
