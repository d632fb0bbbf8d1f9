import type { NetworkPreset } from './NetworkPreset.ts'
import { solanaIcon } from './solanaIcon.ts'

/**
 * Solana mainnet-beta. No `rpcUrls`: the frame reads and sends through the api's chain RPC
 * service (the operator's SOLANA_DATA_CHAINS); `withPublicRpc(solana)` for a frame without one.
 */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  imageUrl: solanaIcon,
  publicRpcUrls: ['https://api.mainnet-beta.solana.com'],
} as const satisfies NetworkPreset
