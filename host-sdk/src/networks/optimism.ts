import { definePreset, ether } from './definePreset.ts'
import { svgIcon } from './svgIcon.ts'

/** OP Mainnet (chain 10). */
export const optimism = /* @__PURE__ */ definePreset('eip155:10', 'OP Mainnet', ether, {
  explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'],
  imageUrl: svgIcon(
    '<circle cx="16" cy="16" r="16" fill="#ff0420"/><text x="16" y="20.5" font-family="Arial,sans-serif" font-size="12" font-weight="700" font-style="italic" text-anchor="middle" fill="#fff">OP</text>',
  ),
  publicRpcUrls: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
})
