import type { Network } from '@porthole/shared-protocol'

/**
 * The namespaces the api's chain RPC service proxies (decisions 0021, 0213); bip122 is read
 * through the api's Bitcoin routes beside it (decision 0265).
 */
const PROXIED: ReadonlySet<Network['chainNamespace']> = new Set(['eip155', 'solana', 'bip122'])

/**
 * The host's networks, with the api's chain RPC service (`POST /v1/rpc`) as the endpoint of
 * each EVM network or Solana cluster the host gave no `rpcUrls`: `networks: [mainnet, solana]`
 * from the presets reads balances and sends without the host shipping an RPC key. A network
 * the api does not serve then fails its reads (SPEC §8's balance fallback). Without an api,
 * unchanged. Every network keeps SPEC §3's `rpcUrls.chainDefault`: the chain's own endpoints
 * as the host gave them (its `default` unless it named them apart), whatever the modal reads
 * through.
 * @example withApiRpcUrls(dapp.networks, app.api?.rpcUrl)
 */
export function withApiRpcUrls(
  networks: readonly Network[],
  rpcUrl: ((caipNetworkId: string) => string) | undefined,
): Network[] {
  return networks.map((network) => {
    const { default: own, chainDefault = { http: [...own.http] } } = network.rpcUrls
    const read =
      rpcUrl && PROXIED.has(network.chainNamespace) && own.http.length === 0
        ? { http: [rpcUrl(network.caipNetworkId)] }
        : own
    return { ...network, rpcUrls: { default: read, chainDefault } }
  })
}
