import { solanaPreset } from './solanaPreset.ts'

/**
 * Solana mainnet-beta. No `rpcUrls`: the frame reads and sends through the api's chain RPC
 * service (the operator's SOLANA_DATA_CHAINS); `withPublicRpc(solana)` for a frame without one.
 */
export const solana = /* @__PURE__ */ solanaPreset(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'mainnet-beta',
  ['https://api.mainnet-beta.solana.com'],
)
