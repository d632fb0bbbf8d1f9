import type { Connector } from '../Connector.ts'
import { createLazyConnector } from '../createLazyConnector.ts'
import { COINBASE_CONNECTOR_ID, COINBASE_NAME } from './coinbaseWallet.ts'

/**
 * The Coinbase connector as first paint holds it: the connector's chunk (and the SDK) load on
 * its first use, i.e. when Coinbase Wallet is picked or a stored Coinbase session is restored;
 * a chunk that fails to load fails that call, and the next call tries again.
 */
export function createLazyCoinbaseConnector(load: () => Promise<Connector>): Connector {
  const info = { id: COINBASE_CONNECTOR_ID, name: COINBASE_NAME, type: 'EXTERNAL' } as const
  return createLazyConnector({ ...info, namespace: 'eip155' }, load)
}
