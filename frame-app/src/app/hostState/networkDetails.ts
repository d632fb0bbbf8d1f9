import type { CaipNetworkId, Network, StateSnapshot } from '@porthole/shared-protocol'
import type { Connector } from '../../connectors/Connector.ts'
import { resolveNetwork } from '../../features/networks/index.ts'
import { namespaceNetworks } from './describeConnector.ts'

type NetworkDetails = Pick<
  StateSnapshot,
  'caipNetwork' | 'approvedCaipNetworkIds' | 'supportsAllNetworks'
>

/**
 * SPEC §3 network details of the snapshot: the active network as the modal reads it (SPEC §3's
 * placeholder when it is not requested), with its `assets` (its image); the networks the
 * connected wallet approved (a WalletConnect session's, else every requested network of its
 * namespace); and whether it can switch to every one of them. Nothing limits switching while
 * no wallet is connected.
 */
export function networkDetails(
  caipNetworkId: CaipNetworkId | null,
  networks: readonly Network[],
  connector: Connector | null,
): NetworkDetails {
  const requested = connector ? namespaceNetworks(networks, connector.namespace) : []
  const approved = connector?.approvedNetworks?.() ?? requested
  return {
    caipNetwork: caipNetworkId ? withAssets(caipNetworkId, networks) : null,
    approvedCaipNetworkIds: approved,
    supportsAllNetworks: requested.every((id) => approved.includes(id)),
  }
}

function withAssets(caipNetworkId: CaipNetworkId, networks: readonly Network[]): Network {
  const { unsupported: _, ...network } = resolveNetwork(caipNetworkId, networks)
  const imageUrl = network.assets?.imageUrl ?? network.imageUrl
  return imageUrl ? { ...network, assets: { ...network.assets, imageUrl } } : network
}
