import type { HostWallet } from '@porthole/shared-protocol'
import type { ConnectorEvent } from '../Connector.ts'
import type { HostWalletConnector } from '../hostWallet/createHostWalletConnector.ts'

/**
 * A host-page Bitcoin wallet's connector as first paint holds it: the connector's chunk loads
 * on its first use (the wallet picked, or a stored connection restored); a chunk that fails to
 * load fails that call, and the next call tries again. Wallet events before then are dropped:
 * nothing is connected through it yet.
 */
export function createLazyBitcoinConnector(
  wallet: HostWallet,
  load: () => Promise<HostWalletConnector>,
): HostWalletConnector {
  let loading: Promise<HostWalletConnector> | null = null
  let loaded: HostWalletConnector | null = null
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const ensure = () => {
    loading ??= load().then((connector) => {
      connector.subscribe((event) => {
        for (const listener of listeners) listener(event)
      })
      loaded = connector
      return connector
    })
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  return {
    id: wallet.uuid,
    name: wallet.name,
    type: 'ANNOUNCED',
    namespace: 'bip122',
    imageUrl: wallet.icon,
    rdns: wallet.rdns,
    connect: async (options) => (await ensure()).connect(options),
    restore: async () => (await ensure()).restore(),
    disconnect: async () => (await ensure()).disconnect(),
    request: async (request) => (await ensure()).request(request),
    switchNetwork: async (network) => (await ensure()).switchNetwork(network),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent: (event, data) => loaded?.handleEvent(event, data),
  }
}
