/** The networks feature as other parts of the frame see it: import it only through this file. */

export { switchNetwork } from './actions/switchNetwork.ts'
export { bindNetworkActions } from './bindNetworkActions.ts'
export { createUnsupportedChainGuard } from './createUnsupportedChainGuard.ts'
export { useNetworks } from './hooks/useNetworks.ts'
export { pickActiveNetwork } from './pickActiveNetwork.ts'
export { isSupportedNetwork, resolveNetwork } from './resolveNetwork.ts'
export { withApiRpcUrls } from './withApiRpcUrls.ts'

import type { bindNetworkActions } from './bindNetworkActions.ts'
import type { createUnsupportedChainGuard } from './createUnsupportedChainGuard.ts'
import type { NetworkSwitchMessageKey } from './networkSwitchMessages.ts'

type NetworkActions = ReturnType<typeof bindNetworkActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    unsupportedChain: ReturnType<typeof createUnsupportedChainGuard>
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends NetworkActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    networkSwitch: NetworkSwitchMessageKey
  }
}

export { explorerLink } from './explorerLink.ts'
export { createNetworksViews } from './views/createNetworksViews.ts'

import type { createNetworksViews } from './views/createNetworksViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createNetworksViews> {}
}
