import type {
  CaipNetworkId,
  ConnectionStatus,
  HostSession,
  Network,
  StateSnapshot,
} from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import type { ViewName } from '../../core/views/FrameViews.ts'
import type {
  Connection,
  ConnectionContext,
  ConnectionState,
} from '../../features/connection/index.ts'
import { describeConnector } from './describeConnector.ts'
import { networkDetails } from './networkDetails.ts'

/** What the SPEC §3 details of the snapshot are read from (decision 0209). */
export type SnapshotDetails = {
  /** The requested networks, as the modal reads them. */
  networks: readonly Network[]
  /** The open modal's view is still loading. */
  loading: boolean
  /** The registry wallets the frame knows, for a connector's `explorerId`. */
  registry: readonly RegistryWallet[]
  /** Whether an embedded smart account is deployed there, undefined before the chain answered. */
  deployed: (address: string, caipNetworkId: CaipNetworkId) => boolean | undefined
}

const NO_DETAILS: SnapshotDetails = {
  networks: [],
  loading: false,
  registry: [],
  deployed: () => undefined,
}

export type SnapshotInput = {
  open: boolean
  view: ViewName
  connectionState: ConnectionState
  connection: ConnectionContext
  /** The sign-in session; reported only while its account is the connected one. */
  session?: HostSession | null
  /** SPEC §3 profile name and image of the connected address. */
  profile?: { profileName: string | null; profileImage: string | null }
  details?: SnapshotDetails
}

/** The full snapshot pushed to the host with STATE (and returned by GET_STATE). */
export function deriveSnapshot({
  open,
  view,
  connectionState,
  connection,
  session = null,
  profile,
  details = NO_DETAILS,
}: SnapshotInput): StateSnapshot {
  // Adding another wallet (SPEC §4: several connections) leaves the host on the current one.
  const status =
    connectionState === 'connecting' && connection.current ? 'connected' : toStatus(connectionState)
  const current = status === 'connected' ? connection.current : null
  const address = current?.accounts[0] ?? null
  const caipNetworkId = current?.caipNetworkId ?? connection.caipNetworkId
  const profileName = address ? (profile?.profileName ?? null) : null
  // SPEC §3 addressLabels: the name service's name of the current address.
  const labels = address && profileName ? { [address]: profileName } : {}
  const connector = current?.connector ?? null
  return {
    open,
    view,
    status,
    namespace: current ? current.connector.namespace : null,
    address,
    caipAddress: address && caipNetworkId ? `${caipNetworkId}:${address}` : null,
    caipNetworkId,
    session: session && address?.toLowerCase() === session.address.toLowerCase() ? session : null,
    profileName,
    profileImage: address ? (profile?.profileImage ?? null) : null,
    accounts: current ? namespaceAccounts(connection.connections, labels, details.deployed) : {},
    loading: details.loading,
    connector: connector ? describeConnector(connector, details.networks, details.registry) : null,
    ...networkDetails(caipNetworkId, details.networks, connector),
  }
}

/** Each namespace's account: the first open connection of that namespace (current first). */
function namespaceAccounts(
  connections: readonly Connection[],
  labels: Record<string, string>,
  deployed: SnapshotDetails['deployed'],
): StateSnapshot['accounts'] {
  const accounts: NonNullable<StateSnapshot['accounts']> = {}
  for (const connection of connections) {
    const { connector, accounts: addresses, caipNetworkId, accountType } = connection
    const namespace = connector.namespace
    const address = addresses[0]
    if (namespace === 'bip122' || !address || accounts[namespace]) continue
    // SPEC §3 smartAccountDeployed, for embedded accounts only, whichever type is in use (with
    // EIP-7702 the smart account is the same address): none where smart accounts are off.
    const smartAccountDeployed = !accountType
      ? undefined
      : hasSmartAccount(connection) && deployed(address, caipNetworkId)
    const addressLabels = labels[address] ? { [address]: labels[address] } : undefined
    accounts[namespace] = {
      address,
      caipAddress: `${caipNetworkId}:${address}`,
      caipNetworkId,
      // SPEC §3: an embedded account's type (with EIP-7702 the address is the same).
      ...(accountType ? { accountType } : {}),
      ...(smartAccountDeployed === undefined ? {} : { smartAccountDeployed }),
      ...(addressLabels ? { addressLabels } : {}),
    }
  }
  return accounts
}

/** Smart accounts are on for this embedded connection's network (SPEC §6). */
export const hasSmartAccount = (connection: Connection) =>
  connection.allAccounts?.some((account) => account.type === 'smartAccount') ?? false

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
    typeof b[key] === 'object'
      ? JSON.stringify(a[key]) === JSON.stringify(b[key])
      : a[key] === b[key],
  )
}
