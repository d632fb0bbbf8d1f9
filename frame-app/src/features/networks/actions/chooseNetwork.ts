import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'
import { leaveNetworks } from './leaveNetworks.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * A network picked in Networks. The wallet's own namespace: SwitchNetwork shows while the
 * wallet asks its user (it switches, says the result, then `leaveNetworks`). Otherwise nothing
 * asks the wallet (not connected yet, or another namespace's connection becomes current):
 * switch at once, then `leaveNetworks`; a namespace with no connection goes on to Connect for it.
 */
export async function chooseNetwork(
  app: FrameCore,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
) {
  const { current, caipNetworkId: active } = app.connection.getSnapshot().context
  if (caipNetworkId === active) return
  const network = app.settings
    .getSnapshot()
    .context.dapp?.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (isConnected(app) && current && network?.chainNamespace === current.connector.namespace) {
    app.viewStack.send({ type: 'PUSH', view: 'SwitchNetwork', params: { caipNetworkId } })
    return
  }
  // Another namespace with no connection open: Connect for it is shown instead.
  if ((await switchNetwork(app, { caipNetworkId })) === 'connect') return
  leaveNetworks(app)
}
