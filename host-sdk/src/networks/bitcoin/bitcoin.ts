import type { NetworkPreset } from '../NetworkPreset.ts'
import { bitcoinIcon } from './bitcoinIcon.ts'

/**
 * Bitcoin mainnet (bip122, CAIP-2 from the genesis hash). Read through the api's Bitcoin data
 * source (the operator's BITCOIN_DATA_CHAINS); `publicRpcUrls` are public Esplora API bases.
 */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  imageUrl: bitcoinIcon,
  publicRpcUrls: ['https://blockstream.info/api', 'https://mempool.space/api'],
} as const satisfies NetworkPreset
