/** The connect feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { bindConnectActions } from './bindConnectActions.ts'
import { createRecentWallets } from './createRecentWallets.ts'
import { createWalletRegistry } from './createWalletRegistry.ts'
import { createConnectViews } from './views/createConnectViews.ts'

export { selectWallet } from './actions/selectWallet.ts'
export { ConnectView } from './views/Connect/ConnectView.tsx'

/** Connect and AllWallets: the wallet registry and the recent wallets. */
export const connectFeature = {
  slots: (context: SlotContext) => ({
    recentWallets: createRecentWallets(context.options.storage),
    registry: createWalletRegistry(context.api, context.dapp),
  }),
  actions: bindConnectActions,
  views: createConnectViews,
  loaders: { Connect: (app: FrameApp) => app.registry.load() },
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    recentWallets: ReturnType<typeof createRecentWallets>
    registry: ReturnType<typeof createWalletRegistry>
  }
}
