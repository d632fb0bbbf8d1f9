import type { Network } from '@porthole/shared-protocol'

/**
 * What a WalletConnect session may use for EVM networks. `wallet_pay` (CAIP-358) is asked for
 * too: a wallet grants it only when it implements it, and Pay then goes to it first.
 */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_pay',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const
/** What a WalletConnect session may use for Solana clusters (WalletConnect's Solana RPC). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const
export const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'] as const
/** What a WalletConnect session may use for Bitcoin networks (Reown's Bitcoin RPC). */
export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const

export type ProposalNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[] }
>

/**
 * The session proposal's namespaces for the requested networks: `eip155:<id>` chains,
 * `solana:<genesis>` clusters and `bip122:<genesis>` Bitcoin networks, the active one first (wallets take the first as their
 * default), so a wallet that speaks several connects them in one approval. Sent as optional
 * namespaces: since sign-client 2.21 required ones are merged into them anyway.
 */
export function buildNamespaces(
  networks: readonly Network[],
  activeCaipNetworkId: string | null,
): ProposalNamespaces {
  const chainsOf = (namespace: Network['chainNamespace']) =>
    networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
      .sort((a, b) => Number(b === activeCaipNetworkId) - Number(a === activeCaipNetworkId))
  const eip155 = chainsOf('eip155')
  const solana = chainsOf('solana')
  const bip122 = chainsOf('bip122')
  return {
    ...(eip155.length
      ? { eip155: { chains: eip155, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] } }
      : {}),
    ...(solana.length
      ? { solana: { chains: solana, methods: [...SOLANA_METHODS], events: [...SOLANA_EVENTS] } }
      : {}),
    ...(bip122.length
      ? { bip122: { chains: bip122, methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] } }
      : {}),
  }
}
