import type { NetworkPreset } from '../NetworkPreset.ts'
import { bitcoinIcon } from './bitcoinIcon.ts'

/**
 * Bitcoin regtest, a local chain (`npm start` runs one behind an Esplora API); addresses start
 * with `bcrt1`. No explorer and no public endpoint: the api's BITCOIN_DATA_CHAINS names the
 * local Esplora.
 */
export const bitcoinRegtest = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Regtest Bitcoin', symbol: 'BTC', decimals: 8 },
  testnet: true,
  imageUrl: bitcoinIcon,
  publicRpcUrls: [],
} as const satisfies NetworkPreset
