import { bitcoinPreset } from './bitcoinPreset.ts'

/** Bitcoin testnet4 (BIP-94), which replaced testnet3; addresses start with `tb1`. */
export const bitcoinTestnet4 = /* @__PURE__ */ bitcoinPreset('00000000da84f2bafbbc53dee25a72ae', {
  name: 'Bitcoin Testnet4',
  testnet: true,
  coin: ['Testnet Bitcoin', 'tBTC'],
  mempoolPath: '/testnet4',
  publicRpcUrls: ['https://mempool.space/testnet4/api'],
})
