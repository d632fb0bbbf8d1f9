import { definePreset } from './definePreset.ts'
import { svgIcon } from './svgIcon.ts'

/** Polygon PoS (chain 137); its coin is POL since 2024. */
export const polygon = /* @__PURE__ */ definePreset(
  'eip155:137',
  'Polygon',
  { name: 'POL', symbol: 'POL', decimals: 18 },
  {
    explorer: ['PolygonScan', 'https://polygonscan.com'],
    imageUrl: svgIcon(
      '<circle cx="16" cy="16" r="16" fill="#8247e5"/><path fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round" d="M19 13.5l3-1.75 3 1.75v4l-3 1.75-3-1.75v-4l-6 3.5v4l-3 1.75-3-1.75v-4l3-1.75 3 1.75"/>',
    ),
    publicRpcUrls: ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
  },
)
