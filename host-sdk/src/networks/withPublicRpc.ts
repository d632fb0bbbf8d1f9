import type { NetworkPreset } from './NetworkPreset.ts'

/**
 * The preset with its public endpoints as `rpcUrls`, for a frame that has no api (or a chain
 * the api does not serve). Public endpoints are rate-limited: use your own in production.
 * @example createModal({ projectId, networks: [withPublicRpc(sepolia)] })
 */
export function withPublicRpc<P extends NetworkPreset>(
  preset: P,
): P & { rpcUrls: { default: { http: readonly string[] } } } {
  return { ...preset, rpcUrls: { default: { http: preset.publicRpcUrls } } }
}
