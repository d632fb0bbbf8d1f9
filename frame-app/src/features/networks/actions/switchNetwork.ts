import { type CaipNetworkId, type Network, UnrecognizedChainError } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'

/**
 * Switch the wallet's network when connected, else choose the network to connect on. A network
 * of another namespace switches namespace (SPEC §4): the send form is reset, that namespace's
 * connection becomes current (then moved to the network, UnsupportedChain following when its
 * network is not requested), or, with none open, Connect lists that namespace's wallets.
 * Resolves `'connect'` in that last case, `'switched'` otherwise.
 */
export async function switchNetwork(
  app: FrameCore,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
): Promise<'switched' | 'connect'> {
  const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
  const { current, connections } = app.connection.getSnapshot().context
  if (!isConnected(app) || !current) {
    // The network already chosen: no transition, so nothing re-renders (decision 0283).
    if (app.connection.getSnapshot().context.caipNetworkId !== caipNetworkId)
      app.connection.send({ type: 'SELECT_NETWORK', caipNetworkId })
    return 'switched'
  }
  if (network.chainNamespace === current.connector.namespace) {
    await moveTo(app, current.connector, network)
    return 'switched'
  }
  app.send.current()?.send({ type: 'START', account: null })
  const target = connections.find((c) => c.connector.namespace === network.chainNamespace)
  if (!target) {
    const connect = { view: 'Connect', params: { namespace: network.chainNamespace } } as const
    if (app.viewStack.getSnapshot().matches('open'))
      app.viewStack.send({ type: 'PUSH', ...connect })
    else {
      app.viewStack.send({ type: 'OPEN', ...connect })
      app.callHost('SHOW', null).catch(app.report)
    }
    return 'connect'
  }
  app.connection.send({ type: 'SWITCH', connectorId: target.connector.id })
  if (target.caipNetworkId !== caipNetworkId) await moveTo(app, target.connector, network)
  return 'switched'
}

async function moveTo(
  app: FrameCore,
  connector: { id: string; switchNetwork(network: Network): Promise<void> },
  network: Network,
) {
  await connector.switchNetwork(network)
  app.connection.send({
    type: 'WALLET_EVENT',
    connectorId: connector.id,
    event: { type: 'chainChanged', caipNetworkId: network.caipNetworkId },
  })
}
