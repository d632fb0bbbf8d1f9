import type { HostSession } from '@porthole/shared-protocol'
import type { Connection } from '../connection/index.ts'

/**
 * Whether `session` is for the connection's account on its current network (EVM addresses in
 * any case): a session signed on another chain or by another account does not cover it.
 */
export function sessionCovers(session: HostSession | null, connection: Connection): boolean {
  const address = connection.accounts[0]
  if (!session || !address || session.chainId !== connection.caipNetworkId) return false
  return connection.connector.namespace === 'eip155'
    ? session.address.toLowerCase() === address.toLowerCase()
    : session.address === address
}
