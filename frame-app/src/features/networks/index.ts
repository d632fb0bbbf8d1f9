/** The networks feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { hideModal } from '../modal/index.ts'
import { bindNetworkActions } from './bindNetworkActions.ts'
import { createUnsupportedChainGuard } from './createUnsupportedChainGuard.ts'
import { createNetworksViews } from './views/createNetworksViews.ts'

export { switchNetwork } from './actions/switchNetwork.ts'
export { useNetworks } from './hooks/useNetworks.ts'
export { pickActiveNetwork } from './pickActiveNetwork.ts'
export { isSupportedNetwork, resolveNetwork } from './resolveNetwork.ts'
export { withApiRpcUrls } from './withApiRpcUrls.ts'

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

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createNetworksViews> {}
}

/** Networks, UnsupportedChain and SwitchNetwork. */
export const networksFeature = {
  slots: ({ app, callHost, connection, dapp, report, viewStack }) => ({
    unsupportedChain: createUnsupportedChainGuard({
      viewStack,
      connection,
      dapp,
      hide: () => hideModal(app()),
      show: () => callHost('SHOW', null).catch(report),
    }),
  }),
  actions: bindNetworkActions,
  views: createNetworksViews,
} satisfies Feature
