/** The networks feature as other parts of the frame see it: import it only through this file. */
export { chooseNetwork } from './actions/chooseNetwork.ts'
export { leaveNetworks } from './actions/leaveNetworks.ts'
export { switchNetwork } from './actions/switchNetwork.ts'
export { createUnsupportedChainGuard } from './createUnsupportedChainGuard.ts'
export { useNetworks } from './hooks/useNetworks.ts'
export { pickActiveNetwork } from './pickActiveNetwork.ts'
export { isSupportedNetwork, resolveNetwork } from './resolveNetwork.ts'

import type { createUnsupportedChainGuard } from './createUnsupportedChainGuard.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    unsupportedChain: ReturnType<typeof createUnsupportedChainGuard>
  }
}

export { bindNetworkActions } from './bindNetworkActions.ts'

import type { bindNetworkActions } from './bindNetworkActions.ts'

type NetworkActions = ReturnType<typeof bindNetworkActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends NetworkActions {}
}

import type { NetworkSwitchMessageKey } from './networkSwitchMessages.ts'

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    networkSwitch: NetworkSwitchMessageKey
  }
}
