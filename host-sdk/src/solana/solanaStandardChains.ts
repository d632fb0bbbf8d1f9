import type { Network } from '@porthole/shared-protocol/host'

type Chain = `${string}:${string}`

/** Wallet Standard's cluster names (`@solana/wallet-standard-chains`) and their CAIP-2 ids. */
const CLUSTERS: Record<string, string> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/i

/**
 * The chains "Porthole" names for the configured Solana networks: their CAIP-2 ids, plus Wallet
 * Standard's cluster names for them (`solana:devnet` for devnet's genesis id, `solana:localnet`
 * for a network served on loopback), which `@solana/wallet-adapter` derives from its
 * connection's endpoint; `resolve` turns either back into the network's CAIP-2 id.
 * @example solanaStandardChains(networks).resolve('solana:localnet') // 'solana:<genesis>'
 */
export function solanaStandardChains(networks: readonly Network[]) {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  const aliases = new Map<Chain, string>()
  for (const [alias, id] of Object.entries(CLUSTERS))
    if (solana.some((network) => network.caipNetworkId === id)) aliases.set(alias as Chain, id)
  const local = solana.find((network) =>
    network.rpcUrls.default.http.some((url) => LOOPBACK.test(url)),
  )
  if (local) aliases.set('solana:localnet', local.caipNetworkId)
  return {
    chains: [...solana.map((network) => network.caipNetworkId as Chain), ...aliases.keys()],
    resolve: (chain: string) => aliases.get(chain as Chain) ?? chain,
  }
}
