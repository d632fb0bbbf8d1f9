import type { Connection } from '../../connection/index.ts'
import type { Permission } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'

/** The frame's open WalletConnect sessions (one per WalletConnect connection). */
export function readWalletConnectRows(
  app: Pick<PermissionDeps, 'connection'>,
): Extract<Permission, { kind: 'walletConnect' }>[] {
  return app.connection
    .getSnapshot()
    .context.connections.filter((c) => c.connector.type === 'WALLET_CONNECT')
    .map((c) => ({
      kind: 'walletConnect',
      id: `walletConnect:${c.connector.id}`,
      connectorId: c.connector.id,
      name: c.connector.name,
    }))
}

/** The sign-in sessions the api keeps for the connection's account in this project. */
export async function readSiwxRows(
  app: Pick<PermissionDeps, 'api'>,
  connection: Connection,
): Promise<Extract<Permission, { kind: 'siwx' }>[]> {
  const account = connection.accounts[0]
  if (!app.api || !account) return []
  const sessions = await app.api.getSiwxSessions(account)
  return sessions.map((session) => ({ kind: 'siwx', id: `siwx:${session.pci}`, session }))
}
