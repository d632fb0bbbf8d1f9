import type { NetworkPreset } from './NetworkPreset.ts'
import { svgIcon } from './svgIcon.ts'

/** OP Mainnet (chain 10). */
export const optimism = {
  id: 10,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  imageUrl: svgIcon(
    '<circle cx="16" cy="16" r="16" fill="#ff0420"/><text x="16" y="20.5" font-family="Arial,sans-serif" font-size="12" font-weight="700" font-style="italic" text-anchor="middle" fill="#fff">OP</text>',
  ),
  publicRpcUrls: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
} as const satisfies NetworkPreset
