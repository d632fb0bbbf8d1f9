/** The connect feature as other parts of the frame see it: import it only through this file. */

export { selectWallet } from './actions/selectWallet.ts'
export { bindConnectActions } from './bindConnectActions.ts'
export { createRecentWallets } from './createRecentWallets.ts'
export { createWalletRegistry } from './createWalletRegistry.ts'
export { ConnectView } from './views/Connect/ConnectView.tsx'
export { createConnectViews } from './views/createConnectViews.ts'

import type { bindConnectActions } from './bindConnectActions.ts'
import type { createRecentWallets } from './createRecentWallets.ts'
import type { createWalletRegistry } from './createWalletRegistry.ts'

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

import type { createConnectViews } from './views/createConnectViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createConnectViews> {}
}
