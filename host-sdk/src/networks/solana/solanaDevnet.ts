import { solanaPreset } from './solanaPreset.ts'

/** Solana devnet, read through the api's chain RPC service like `solana`. */
export const solanaDevnet = /* @__PURE__ */ solanaPreset(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'devnet',
  ['https://api.devnet.solana.com'],
)
