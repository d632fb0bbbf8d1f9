import { bitcoinPreset } from './bitcoinPreset.ts'

/**
 * Bitcoin regtest, a local chain (`npm start` runs one behind an Esplora API); addresses start
 * with `bcrt1`. No explorer and no public endpoint: the api's BITCOIN_DATA_CHAINS names the
 * local Esplora.
 */
export const bitcoinRegtest = /* @__PURE__ */ bitcoinPreset('0f9188f13cb7b2c71f2a335e3a4fc328', {
  name: 'Bitcoin Regtest',
  testnet: true,
  coin: ['Regtest Bitcoin', 'BTC'],
  publicRpcUrls: [],
})
