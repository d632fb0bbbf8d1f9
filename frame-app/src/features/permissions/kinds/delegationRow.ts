import type { Connection } from '../../connection/index.ts'
import type { Permission } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { networkOf } from './networkOf.ts'

const DELEGATION_PREFIX = '0xef0100'

/**
 * The account's EIP-7702 delegation on its network, read from its code
 * (`0xef0100 || delegate`), or none. `removable` when the wallet can remove it from here
 * (the embedded wallet's `removeDelegation`, decision 0012).
 */
export async function readDelegationRow(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
): Promise<Extract<Permission, { kind: 'delegation' }>[]> {
  const account = connection.accounts[0]
  const network = networkOf(app, connection)
  if (!account || !network || connection.connector.namespace !== 'eip155') return []
  const client = await app.chainClients.get(network)
  const code = await client.request({ method: 'eth_getCode', params: [account, 'latest'] })
  if (typeof code !== 'string' || !code.toLowerCase().startsWith(DELEGATION_PREFIX)) return []
  return [
    {
      kind: 'delegation',
      id: `delegation:${connection.caipNetworkId}:${account}`,
      account,
      delegate: `0x${code.slice(DELEGATION_PREFIX.length)}`,
      removable: connection.connector.removeDelegation !== undefined,
    },
  ]
}
