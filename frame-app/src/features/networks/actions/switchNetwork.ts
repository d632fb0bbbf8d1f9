import { type CaipNetworkId, UnrecognizedChainError } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../app/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'

/** Switch the wallet's network when connected, else choose the network to connect on. */
export async function switchNetwork(
  app: FrameCore,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
) {
  const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
  const current = app.connection.getSnapshot().context.current
  if (isConnected(app) && current) {
    await current.connector.switchNetwork(network)
    app.connection.send({
      type: 'WALLET_EVENT',
      connectorId: current.connector.id,
      event: { type: 'chainChanged', caipNetworkId },
    })
  } else {
    app.connection.send({ type: 'SELECT_NETWORK', caipNetworkId })
  }
}
