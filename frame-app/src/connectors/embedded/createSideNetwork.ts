import type { CaipNetworkId, Namespace, Network } from '@porthole/shared-protocol'
import { UnrecognizedChainError } from '@porthole/shared-protocol'

/**
 * The network of an embedded login's Solana or Bitcoin side: the one switched to while it is
 * still configured, else the active network of its namespace, else the first one configured;
 * none while the dapp configures none of the namespace.
 * @example createSideNetwork('solana', 'Solana', { networks, getActiveNetworkId })
 */
export function createSideNetwork(
  namespace: Namespace,
  noun: string,
  deps: {
    networks: () => readonly Network[]
    getActiveNetworkId: () => CaipNetworkId | null
  },
) {
  let network: Network | null = null
  const configured = () => deps.networks().filter((n) => n.chainNamespace === namespace)
  return {
    current(): Network | null {
      const networks = configured()
      if (networks.length === 0) return null
      if (!network || !networks.includes(network)) {
        const active = deps.getActiveNetworkId()
        network = networks.find((n) => n.caipNetworkId === active) ?? networks[0]!
      }
      return network
    },
    switchTo(next: Network) {
      if (!configured().includes(next))
        throw new UnrecognizedChainError(`${next.name} is not a configured ${noun} network.`)
      network = next
    },
  }
}
