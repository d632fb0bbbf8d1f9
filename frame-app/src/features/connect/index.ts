/** The connect feature as other parts of the frame see it: import it only through this file. */

export type { SelectWalletParams } from './actions/selectWallet.ts'
export { selectWallet } from './actions/selectWallet.ts'
export { createRecentWallets } from './createRecentWallets.ts'
export { createWalletRegistry } from './createWalletRegistry.ts'
export { ConnectView } from './views/Connect/ConnectView.tsx'

import type { createRecentWallets } from './createRecentWallets.ts'
import type { createWalletRegistry } from './createWalletRegistry.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    recentWallets: ReturnType<typeof createRecentWallets>
    registry: ReturnType<typeof createWalletRegistry>
  }
}

export { bindConnectActions } from './bindConnectActions.ts'

import type { bindConnectActions } from './bindConnectActions.ts'

type ConnectActions = ReturnType<typeof bindConnectActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends ConnectActions {}
}
