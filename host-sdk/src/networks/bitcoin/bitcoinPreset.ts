import { definePreset } from '../definePreset.ts'
import { bitcoinIcon } from './bitcoinIcon.ts'

/** What sets one Bitcoin network's preset apart; all have 8 decimals and one icon. */
type BitcoinDetails = {
  name: string
  /** The coin's `[name, symbol]`. */
  coin: readonly [name: string, symbol: string]
  /** The network's path on mempool.space ('' for mainnet); none for a local chain. */
  mempoolPath?: string
  testnet?: true
  publicRpcUrls: readonly string[]
}

/**
 * A Bitcoin preset from its genesis hash's first 32 hex digits (the bip122 CAIP-2 reference).
 * @example bitcoinPreset('0f9188f13cb7b2c71f2a335e3a4fc328', { name: 'Bitcoin Regtest', coin: ['Regtest Bitcoin', 'BTC'], testnet: true, publicRpcUrls: [] })
 */
export const bitcoinPreset = <const Genesis extends string>(
  genesis: Genesis,
  { name, coin: [coinName, symbol], mempoolPath, ...details }: BitcoinDetails,
) =>
  definePreset(
    `bip122:${genesis}`,
    name,
    { name: coinName, symbol, decimals: 8 },
    {
      ...(mempoolPath !== undefined && {
        explorer: ['mempool.space', `https://mempool.space${mempoolPath}`],
      }),
      imageUrl: bitcoinIcon,
      ...details,
    },
  )
