import type { NetworkPreset } from './NetworkPreset.ts'
import { solanaIcon } from './solanaIcon.ts'

/** Solana devnet, read through the api's chain RPC service like `solana`. */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
  imageUrl: solanaIcon,
  publicRpcUrls: ['https://api.devnet.solana.com'],
} as const satisfies NetworkPreset
