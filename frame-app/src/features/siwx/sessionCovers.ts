import type { HostSession } from '@porthole/shared-protocol'
import type { Connection } from '../connection/index.ts'

/** Whether `session` is the connection's account's (EVM addresses in any case). */
export function sessionCovers(session: HostSession | null, connection: Connection): boolean {
  const address = connection.accounts[0]
  if (!session || !address) return false
  return connection.connector.namespace === 'eip155'
    ? session.address.toLowerCase() === address.toLowerCase()
    : session.address === address
}
