/** The networks feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
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

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    unsupportedChain: ReturnType<typeof createUnsupportedChainGuard>
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    networkSwitch: NetworkSwitchMessageKey
  }
}

export { explorerLink } from './explorerLink.ts'

/** Networks, UnsupportedChain and SwitchNetwork. */
export const networksFeature = {
  slots: (context: SlotContext) => ({
    unsupportedChain: createUnsupportedChainGuard({
      viewStack: context.viewStack,
      connection: context.connection,
      dapp: context.dapp,
      hide: () => hideModal(context.app()),
      show: () => context.callHost('SHOW', null).catch(context.report),
    }),
  }),
  actions: bindNetworkActions,
  views: createNetworksViews,
}
