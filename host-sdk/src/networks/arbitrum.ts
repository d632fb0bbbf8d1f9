import type { NetworkPreset } from './NetworkPreset.ts'
import { svgIcon } from './svgIcon.ts'

/** Arbitrum One (chain 42161). */
export const arbitrum = {
  id: 42161,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  imageUrl: svgIcon(
    '<circle cx="16" cy="16" r="16" fill="#213147"/><path fill="#12aaff" d="M16 6l8.5 5v10L16 26l-8.5-5V11z"/><path fill="#fff" d="M14.5 11h2.2l4.3 11.5-1.9 1.1zM11.3 11h2.2l4.1 11-1.6 2.3z"/>',
  ),
  publicRpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
} as const satisfies NetworkPreset
