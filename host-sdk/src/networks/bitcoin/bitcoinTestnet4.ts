import type { NetworkPreset } from '../NetworkPreset.ts'
import { bitcoinIcon } from './bitcoinIcon.ts'

/** Bitcoin testnet4 (BIP-94), which replaced testnet3; addresses start with `tb1`. */
export const bitcoinTestnet4 = {
  id: '00000000da84f2bafbbc53dee25a72ae',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  name: 'Bitcoin Testnet4',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet4' } },
  testnet: true,
  imageUrl: bitcoinIcon,
  publicRpcUrls: ['https://mempool.space/testnet4/api'],
} as const satisfies NetworkPreset
