import type { Connector, ConnectorEvent } from '../Connector.ts'
import { COINBASE_CONNECTOR_ID, COINBASE_NAME } from './coinbaseWallet.ts'

/**
 * The Coinbase connector as first paint holds it: the connector's chunk (and the SDK) load on
 * its first use, i.e. when Coinbase Wallet is picked or a stored Coinbase session is restored;
 * a chunk that fails to load fails that call, and the next call tries again.
 */
export function createLazyCoinbaseConnector(load: () => Promise<Connector>): Connector {
  let loading: Promise<Connector> | null = null
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const ensure = () => {
    loading ??= load().then((connector) => {
      connector.subscribe((event) => {
        for (const listener of listeners) listener(event)
      })
      return connector
    })
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  return {
    id: COINBASE_CONNECTOR_ID,
    name: COINBASE_NAME,
    type: 'EXTERNAL',
    namespace: 'eip155',
    connect: async (options) => (await ensure()).connect(options),
    restore: async () => (await ensure()).restore(),
    disconnect: async () => (await ensure()).disconnect(),
    request: async (request) => (await ensure()).request(request),
    switchNetwork: async (network) => (await ensure()).switchNetwork(network),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
