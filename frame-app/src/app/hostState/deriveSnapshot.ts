import type {
  ConnectionStatus,
  HostSession,
  StateSnapshot,
  ViewName,
} from '@porthole/shared-protocol'
import type {
  Connection,
  ConnectionContext,
  ConnectionState,
} from '../../features/connection/index.ts'

export type SnapshotInput = {
  open: boolean
  view: ViewName
  connectionState: ConnectionState
  connection: ConnectionContext
  /** The sign-in session; reported only while its account is the connected one. */
  session?: HostSession | null
  /** SPEC §3 profile name and image of the connected address. */
  profile?: { profileName: string | null; profileImage: string | null }
}

/** The full snapshot pushed to the host with STATE (and returned by GET_STATE). */
export function deriveSnapshot({
  open,
  view,
  connectionState,
  connection,
  session = null,
  profile,
}: SnapshotInput): StateSnapshot {
  // Adding another wallet (SPEC §4: several connections) leaves the host on the current one.
  const status =
    connectionState === 'connecting' && connection.current ? 'connected' : toStatus(connectionState)
  const current = status === 'connected' ? connection.current : null
  const address = current?.accounts[0] ?? null
  const caipNetworkId = current?.caipNetworkId ?? connection.caipNetworkId
  return {
    open,
    view,
    status,
    namespace: current ? current.connector.namespace : null,
    address,
    caipAddress: address && caipNetworkId ? `${caipNetworkId}:${address}` : null,
    caipNetworkId,
    session: session && address?.toLowerCase() === session.address.toLowerCase() ? session : null,
    profileName: address ? (profile?.profileName ?? null) : null,
    profileImage: address ? (profile?.profileImage ?? null) : null,
    accounts: current ? namespaceAccounts(connection.connections) : {},
  }
}

/** Each namespace's account: the first open connection of that namespace (current first). */
function namespaceAccounts(connections: readonly Connection[]): StateSnapshot['accounts'] {
  const accounts: NonNullable<StateSnapshot['accounts']> = {}
  for (const { connector, accounts: addresses, caipNetworkId, accountType } of connections) {
    const namespace = connector.namespace
    const address = addresses[0]
    if (namespace === 'bip122' || !address || accounts[namespace]) continue
    accounts[namespace] = {
      address,
      caipAddress: `${caipNetworkId}:${address}`,
      caipNetworkId,
      // SPEC §3: an embedded account's type (with EIP-7702 the address is the same).
      ...(accountType ? { accountType } : {}),
    }
  }
  return accounts
}

function toStatus(state: ConnectionState): ConnectionStatus {
  if (state === 'connecting') return 'connecting'
  if (state === 'reconnecting') return 'reconnecting'
  if (state === 'connected' || state === 'disconnecting') return 'connected'
  return 'disconnected'
}

/** Two snapshots describe the same state (STATE is pushed only on a change). */
export function sameSnapshot(a: StateSnapshot | null, b: StateSnapshot): boolean {
  if (!a) return false
  return (Object.keys(b) as (keyof StateSnapshot)[]).every((key) =>
    key === 'accounts' ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key],
  )
}
