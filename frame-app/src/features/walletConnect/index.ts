/** The walletConnect feature as other parts of the frame see it: import it only through this file. */

export { loadOnIntent } from './actions/loadOnIntent.ts'
export { pairWith } from './actions/pairWith.ts'
export { bindWalletConnectActions } from './bindWalletConnectActions.ts'
export type { WalletConnect } from './createWalletConnect.ts'
export { usePairingBuffering } from './hooks/usePairingBuffering.ts'
export { isWalletConnectEnabled } from './isWalletConnectEnabled.ts'
export { createWalletConnectViews } from './views/createWalletConnectViews.ts'
export { useWalletConnect, WalletConnectContext } from './WalletConnectContext.tsx'
export { WalletConnectViewParamsSchema } from './WalletConnectViewParamsSchema.ts'
export { walletConnectMachine } from './walletConnectMachine.ts'

import type { bindWalletConnectActions } from './bindWalletConnectActions.ts'

type WalletConnectActions = ReturnType<typeof bindWalletConnectActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends WalletConnectActions {}
}

import type { createWalletConnectViews } from './views/createWalletConnectViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createWalletConnectViews> {}
}
