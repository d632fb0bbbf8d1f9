import type { Network } from '@porthole/shared-protocol'

/**
 * The host's networks, with the api's chain RPC service (`POST /v1/rpc`) as the endpoint of
 * each EVM network the host gave no `rpcUrls`: `networks: [mainnet, base]` from the presets
 * reads balances without the host shipping an RPC key. Without an api, unchanged.
 * @example withApiRpcUrls(dapp.networks, app.api?.rpcUrl)
 */
export function withApiRpcUrls(
  networks: readonly Network[],
  rpcUrl: ((caipNetworkId: string) => string) | undefined,
): Network[] {
  return networks.map((network) =>
    rpcUrl && network.chainNamespace === 'eip155' && network.rpcUrls.default.http.length === 0
      ? { ...network, rpcUrls: { default: { http: [rpcUrl(network.caipNetworkId)] } } }
      : network,
  )
}
