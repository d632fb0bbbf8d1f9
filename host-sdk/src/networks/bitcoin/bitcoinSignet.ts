import type { NetworkPreset } from '../NetworkPreset.ts'
import { bitcoinIcon } from './bitcoinIcon.ts'

/** Bitcoin's default signet (BIP-325); addresses start with `tb1`, as on testnet4. */
export const bitcoinSignet = {
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Signet Bitcoin', symbol: 'sBTC', decimals: 8 },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  testnet: true,
  imageUrl: bitcoinIcon,
  publicRpcUrls: ['https://mempool.space/signet/api', 'https://blockstream.info/signet/api'],
} as const satisfies NetworkPreset
