import { definePreset, ether } from './definePreset.ts'
import { etherIcon } from './svgIcon.ts'

/** Ethereum mainnet (chain 1). */
export const mainnet = /* @__PURE__ */ definePreset('eip155:1', 'Ethereum', ether, {
  explorer: ['Etherscan', 'https://etherscan.io'],
  imageUrl: etherIcon('#627eea', '#fff'),
  publicRpcUrls: ['https://eth.merkle.io', 'https://ethereum-rpc.publicnode.com'],
})
