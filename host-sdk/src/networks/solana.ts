import type { NetworkPreset } from './NetworkPreset.ts'
import { solanaIcon } from './solanaIcon.ts'

/**
 * Solana mainnet-beta. The api proxies no Solana RPC yet, so this preset keeps the public
 * endpoint as its `rpcUrls`; give your own provider's for production traffic.
 */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  imageUrl: solanaIcon,
  publicRpcUrls: ['https://api.mainnet-beta.solana.com'],
} as const satisfies NetworkPreset
