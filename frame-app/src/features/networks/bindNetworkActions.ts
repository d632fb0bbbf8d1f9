import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'
import { chooseNetwork } from './actions/chooseNetwork.ts'
import { leaveNetworks } from './actions/leaveNetworks.ts'
import { switchNetwork } from './actions/switchNetwork.ts'

/** The networks' actions bound to one frame. */
export function bindNetworkActions(app: FrameCore) {
  return {
    switchNetwork: async (caipNetworkId: CaipNetworkId) => {
      await switchNetwork(app, { caipNetworkId })
    },
    /** A network picked in Networks: switch, then back to Account or close (AppKit's rule). */
    chooseNetwork: (caipNetworkId: CaipNetworkId) => chooseNetwork(app, { caipNetworkId }),
    /** SwitchNetwork's switch is done: back to Account, or close (AppKit's rule). */
    leaveNetworks: () => leaveNetworks(app),
  }
}
