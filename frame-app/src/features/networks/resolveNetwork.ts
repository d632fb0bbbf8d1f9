import type { CaipNetworkId, Network } from '@porthole/shared-protocol'

export type ResolvedNetwork = Network & { unsupported: boolean }

/**
 * The configured network for an id, or SPEC §3's placeholder for one that is not requested:
 * marked unsupported (views name it so) with an empty currency.
 */
export function resolveNetwork(
  caipNetworkId: CaipNetworkId,
  networks: readonly Network[],
): ResolvedNetwork {
  const found = networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (found) return { ...found, unsupported: false }
  const [namespace, reference = ''] = caipNetworkId.split(':') as [
    Network['chainNamespace'],
    string,
  ]
  return {
    id: /^\d+$/.test(reference) ? Number(reference) : reference,
    chainNamespace: namespace,
    caipNetworkId,
    name: caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    unsupported: true,
  }
}

/** SPEC §5: a network is supported if none are requested or it is among the requested ones. */
export function isSupportedNetwork(caipNetworkId: CaipNetworkId, networks: readonly Network[]) {
  return networks.length === 0 || networks.some((n) => n.caipNetworkId === caipNetworkId)
}
