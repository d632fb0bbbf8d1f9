import type { HostWallet } from '@porthole/shared-protocol'
import type { ActorRefFrom } from 'xstate'
import type { connectionMachine } from '../../features/connection/index.ts'
import {
  createHostWalletConnector,
  type HostWalletConnector,
  type HostWalletRequest,
} from './createHostWalletConnector.ts'
import type { LivenessOptions } from './withLiveness.ts'

/**
 * The connectors of the wallets announced in the host page, by EIP-6963 uuid: one per wallet,
 * created when the host first reports it, its events fed to the connection actor.
 */
export function createHostConnectors(
  connection: ActorRefFrom<typeof connectionMachine>,
  forward: HostWalletRequest,
  liveness?: Omit<LivenessOptions, 'probe'>,
) {
  const connectors = new Map<string, HostWalletConnector>()
  return {
    get: (uuid: string) => connectors.get(uuid),
    /** Every EVM wallet of the host page. */
    evm: () => [...connectors.values()].filter((c) => c.namespace === 'eip155'),
    sync(wallets: readonly HostWallet[]) {
      for (const wallet of wallets) {
        if (connectors.has(wallet.uuid)) continue
        const connector = createHostWalletConnector(wallet, forward, liveness)
        connector.subscribe((event) =>
          connection.send({ type: 'WALLET_EVENT', connectorId: connector.id, event }),
        )
        connectors.set(wallet.uuid, connector)
      }
    },
    /** A HOST_WALLET_EVENT from the bridge. */
    handleEvent(uuid: string, event: string, data: unknown) {
      connectors.get(uuid)?.handleEvent(event, data)
    },
  }
}
