import type { NetworkPreset } from './NetworkPreset.ts'
import { etherIcon } from './svgIcon.ts'

/** Sepolia (chain 11155111), Ethereum's test network. */
export const sepolia = {
  id: 11155111,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  imageUrl: etherIcon('#cfd3dc', '#484c57'),
  publicRpcUrls: ['https://sepolia.drpc.org', 'https://ethereum-sepolia-rpc.publicnode.com'],
} as const satisfies NetworkPreset
