import type { NetworkPreset } from './NetworkPreset.ts'
import { etherIcon } from './svgIcon.ts'

/** Ethereum mainnet (chain 1). */
export const mainnet = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  imageUrl: etherIcon('#627eea', '#fff'),
  publicRpcUrls: ['https://eth.merkle.io', 'https://ethereum-rpc.publicnode.com'],
} as const satisfies NetworkPreset
