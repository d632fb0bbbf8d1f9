import type { Network } from '@porthole/shared-protocol'

/** The namespaces the api's chain RPC service proxies (decisions 0021, 0213). */
const PROXIED: ReadonlySet<Network['chainNamespace']> = new Set(['eip155', 'solana'])

/**
 * The host's networks, with the api's chain RPC service (`POST /v1/rpc`) as the endpoint of
 * each EVM network or Solana cluster the host gave no `rpcUrls`: `networks: [mainnet, solana]`
 * from the presets reads balances and sends without the host shipping an RPC key. A network
 * the api does not serve then fails its reads (SPEC §8's balance fallback). Without an api,
 * unchanged.
 * @example withApiRpcUrls(dapp.networks, app.api?.rpcUrl)
 */
export function withApiRpcUrls(
  networks: readonly Network[],
  rpcUrl: ((caipNetworkId: string) => string) | undefined,
): Network[] {
  return networks.map((network) =>
    rpcUrl && PROXIED.has(network.chainNamespace) && network.rpcUrls.default.http.length === 0
      ? { ...network, rpcUrls: { default: { http: [rpcUrl(network.caipNetworkId)] } } }
      : network,
  )
}
