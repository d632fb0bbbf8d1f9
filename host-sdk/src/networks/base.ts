import { definePreset, ether } from './definePreset.ts'
import { svgIcon } from './svgIcon.ts'

/** Base (chain 8453), Coinbase's OP Stack rollup. */
export const base = /* @__PURE__ */ definePreset('eip155:8453', 'Base', ether, {
  explorer: ['Basescan', 'https://basescan.org'],
  imageUrl: svgIcon(
    '<circle cx="16" cy="16" r="16" fill="#0052ff"/><rect x="8" y="8" width="16" height="16" rx="2" fill="#fff"/>',
  ),
  publicRpcUrls: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com'],
})
