import type { Network } from '@porthole/shared-protocol'

/** What a WalletConnect session may use for EVM networks. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export type ProposalNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[] }
>

/**
 * The session proposal's namespaces for the requested networks: `eip155:<id>` chains, the
 * active one first (wallets take the first as their default). Sent as optional namespaces:
 * since sign-client 2.21 required ones are merged into them anyway.
 */
export function buildNamespaces(
  networks: readonly Network[],
  activeCaipNetworkId: string | null,
): ProposalNamespaces {
  const chains = networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => network.caipNetworkId)
    .sort((a, b) => Number(b === activeCaipNetworkId) - Number(a === activeCaipNetworkId))
  if (chains.length === 0) return {}
  return { eip155: { chains, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] } }
}
