import { definePreset, ether } from './definePreset.ts'
import { svgIcon } from './svgIcon.ts'

/** Arbitrum One (chain 42161). */
export const arbitrum = /* @__PURE__ */ definePreset('eip155:42161', 'Arbitrum One', ether, {
  explorer: ['Arbiscan', 'https://arbiscan.io'],
  imageUrl: svgIcon(
    '<circle cx="16" cy="16" r="16" fill="#213147"/><path fill="#12aaff" d="M16 6l8.5 5v10L16 26l-8.5-5V11z"/><path fill="#fff" d="M14.5 11h2.2l4.3 11.5-1.9 1.1zM11.3 11h2.2l4.1 11-1.6 2.3z"/>',
  ),
  publicRpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
})
