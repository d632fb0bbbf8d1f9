import type { NetworkInput } from '../validateConfig.ts'

/**
 * A network as `createModal` takes it, plus public RPC endpoints. Presets (EVM, Solana, Bitcoin)
 * carry no `rpcUrls`: the frame reads them through the api's chain RPC service. For a frame
 * without an api, `withPublicRpc(preset)` uses the public endpoints instead (rate-limited,
 * best effort).
 */
export type NetworkPreset = NetworkInput & {
  caipNetworkId: string
  chainNamespace: 'eip155' | 'solana' | 'bip122'
  /**
   * Free public endpoints (on bip122, Esplora API bases): a fallback, not for production traffic.
   */
  publicRpcUrls: readonly string[]
}
