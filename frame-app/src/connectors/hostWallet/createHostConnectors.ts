import type { HostWallet, Network } from '@porthole/shared-protocol'
import type { ActorRefFrom } from 'xstate'
import type { connectionMachine } from '../../core/connection/connectionMachine.ts'
import { createLazyConnector } from '../createLazyConnector.ts'
import { createHostWalletConnector, type HostWalletConnector } from './createHostWalletConnector.ts'
import type { HostWalletRequest } from './createHostWalletRequest.ts'
import { createStandardWalletConnector } from './createStandardWalletConnector.ts'
import { hostWalletInfo } from './hostWalletInfo.ts'
import { pairMultiChainWallets } from './pairMultiChainWallets.ts'
import type { LivenessOptions } from './withLiveness.ts'

/**
 * The connectors of the wallets in the host page, by uuid: one per wallet, created when the
 * host first reports it (EIP-6963 wallets for eip155, Wallet Standard ones for solana and,
 * loaded on first use, bip122), its events fed to the connection actor. The two sides of a wallet in both namespaces (same name,
 * `pairMultiChainWallets`) are SPEC §3's MULTI_CHAIN type from the list that holds both: the
 * side reported first was ANNOUNCED until then.
 */
export function createHostConnectors(
  connection: ActorRefFrom<typeof connectionMachine>,
  forward: HostWalletRequest,
  liveness?: Omit<LivenessOptions, 'probe'>,
  getNetworks: () => readonly Network[] = () => [],
) {
  const connectors = new Map<string, HostWalletConnector>()
  return {
    get: (uuid: string) => connectors.get(uuid),
    /** Every wallet of the host page, in the order announced. */
    all: () => [...connectors.values()],
    sync(wallets: readonly HostWallet[]) {
      for (const wallet of wallets) {
        if (connectors.has(wallet.uuid)) continue
        const connector =
          wallet.namespace === 'bip122'
            ? createLazyConnector(hostWalletInfo(wallet), () =>
                import('../bitcoin/createBitcoinWalletConnector.ts').then((module) =>
                  module.createBitcoinWalletConnector(wallet, forward, getNetworks, liveness),
                ),
              )
            : wallet.namespace === 'solana'
              ? createStandardWalletConnector(wallet, forward, getNetworks, liveness)
              : createHostWalletConnector(wallet, forward, liveness)
        connector.subscribe((event) =>
          connection.send({ type: 'WALLET_EVENT', connectorId: connector.id, event }),
        )
        connectors.set(wallet.uuid, connector)
      }
      const pairs = pairMultiChainWallets(wallets)
      for (const uuid of [...pairs.keys(), ...pairs.values()]) {
        const connector = connectors.get(uuid)
        if (connector) connector.type = 'MULTI_CHAIN'
      }
    },
    /** A HOST_WALLET_EVENT from the bridge. */
    handleEvent(uuid: string, event: string, data: unknown) {
      connectors.get(uuid)?.handleEvent(event, data)
    },
  }
}
