import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import { NamespaceSchema } from '@porthole/shared-protocol'

const KNOWN_NAMESPACE = new Set<string>(NamespaceSchema.options)
const CAIP = /^[a-z0-9]+:[-_a-zA-Z0-9]{1,48}$/

/**
 * SPEC §4: the stored active network id picks the network. If its namespace is known but it
 * is not among the requested networks it stays, as an unsupported network; otherwise the
 * host's default network, else the first requested one.
 */
export function pickActiveNetwork(input: {
  stored: string | null
  networks: readonly Network[]
  defaultNetwork?: CaipNetworkId | undefined
}): CaipNetworkId | null {
  const { stored, networks, defaultNetwork } = input
  if (stored && CAIP.test(stored)) {
    if (networks.some((n) => n.caipNetworkId === stored)) return stored as CaipNetworkId
    if (KNOWN_NAMESPACE.has(stored.split(':')[0]!)) return stored as CaipNetworkId
  }
  return defaultNetwork ?? networks[0]?.caipNetworkId ?? null
}
