import type { CaipNetworkId, ConnectorInfo, Network } from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import type { Connector } from '../../connectors/Connector.ts'

/**
 * SPEC §3 Connector as the host sees it: the connector's own fields, its namespace (`chain`)
 * and the requested networks of that namespace (`chains`), and `explorerId`, the wallet
 * registry's id of the wallet when a registry wallet the frame knows (the loaded page, the
 * recent ones) has the same rdns or name, with `imageId`, the registry's id of its image.
 */
export function describeConnector(
  connector: Connector,
  networks: readonly Network[],
  registry: readonly RegistryWallet[],
): ConnectorInfo {
  const { id, name, type, rdns, imageUrl, namespace } = connector
  const listed = registry.find((wallet) =>
    rdns ? wallet.rdns === rdns : wallet.name.toLowerCase() === name.toLowerCase(),
  )
  return {
    id,
    name,
    type,
    ...(rdns ? { rdns } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(listed ? { explorerId: listed.id } : {}),
    ...(listed?.imageId ? { imageId: listed.imageId } : {}),
    chain: namespace,
    chains: namespaceNetworks(networks, namespace),
  }
}

/** The requested networks of `namespace`, by CAIP-2 id. */
export const namespaceNetworks = (
  networks: readonly Network[],
  namespace: Connector['namespace'],
): CaipNetworkId[] =>
  networks.filter((n) => n.chainNamespace === namespace).map((n) => n.caipNetworkId)
