import { bitcoinPreset } from './bitcoinPreset.ts'

/** Bitcoin's default signet (BIP-325); addresses start with `tb1`, as on testnet4. */
export const bitcoinSignet = /* @__PURE__ */ bitcoinPreset('00000008819873e925422c1ff0f99f7c', {
  name: 'Bitcoin Signet',
  testnet: true,
  coin: ['Signet Bitcoin', 'sBTC'],
  mempoolPath: '/signet',
  publicRpcUrls: ['https://mempool.space/signet/api', 'https://blockstream.info/signet/api'],
})
