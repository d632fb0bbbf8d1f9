import { definePreset } from './definePreset.ts'
import { etherIcon } from './svgIcon.ts'

/** Sepolia (chain 11155111), Ethereum's test network. */
export const sepolia = /* @__PURE__ */ definePreset(
  'eip155:11155111',
  'Sepolia',
  { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  {
    explorer: ['Etherscan', 'https://sepolia.etherscan.io'],
    testnet: true,
    imageUrl: etherIcon('#cfd3dc', '#484c57'),
    publicRpcUrls: ['https://sepolia.drpc.org', 'https://ethereum-sepolia-rpc.publicnode.com'],
  },
)
