import { bitcoinPreset } from './bitcoinPreset.ts'

/**
 * Bitcoin mainnet (bip122, CAIP-2 from the genesis hash). Read through the api's Bitcoin data
 * source (the operator's BITCOIN_DATA_CHAINS); `publicRpcUrls` are public Esplora API bases.
 */
export const bitcoin = /* @__PURE__ */ bitcoinPreset('000000000019d6689c085ae165831e93', {
  name: 'Bitcoin',
  coin: ['Bitcoin', 'BTC'],
  mempoolPath: '',
  publicRpcUrls: ['https://blockstream.info/api', 'https://mempool.space/api'],
})
