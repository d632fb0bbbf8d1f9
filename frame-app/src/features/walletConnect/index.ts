/** The walletConnect feature as other parts of the frame see it: import it only through this file. */

import { bindWalletConnectActions } from './bindWalletConnectActions.ts'
import { createWalletConnectViews } from './views/createWalletConnectViews.ts'

export { loadOnIntent } from './actions/loadOnIntent.ts'
export { pairWith } from './actions/pairWith.ts'
export type { WalletConnect } from './createWalletConnect.ts'
export { usePairingBuffering } from './hooks/usePairingBuffering.ts'
export { isWalletConnectEnabled } from './isWalletConnectEnabled.ts'
export { useWalletConnect, WalletConnectContext } from './WalletConnectContext.tsx'
export { WalletConnectViewParamsSchema } from './WalletConnectViewParamsSchema.ts'
export { walletConnectMachine } from './walletConnectMachine.ts'

/** WalletConnect: pairing, its QR view, the sign-client loaded on intent. */
export const walletConnectFeature = {
  actions: bindWalletConnectActions,
  views: createWalletConnectViews,
}
