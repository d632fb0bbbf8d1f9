import { bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'
import { PricedAsSchema } from '../chains/SolanaDataChainSchema.ts'

/**
 * A Bitcoin network the Data API serves (balance, UTXOs, history, fee rates, broadcast),
 * read from an Esplora HTTP API: Blockstream's (`https://blockstream.info/api`,
 * `…/testnet/api`, `…/signet/api`), mempool.space's (`https://mempool.space/api`,
 * `…/testnet4/api`, `…/signet/api`) or an operator's own electrs.
 */
export const BitcoinDataChainSchema = z.object({
  caipNetworkId: CaipNetworkIdSchema.refine(
    (id) => bitcoinNetworkOf(id) !== undefined,
    'a Bitcoin network: mainnet, testnet4, signet or regtest (bip122:<genesis hash prefix>)',
  ),
  /** The API base, without a trailing slash: `${esploraUrl}/blocks/tip/height` is a path. */
  esploraUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  /**
   * Where BTC's USD price is read: the same coin on an EVM data chain whose price source knows
   * it, e.g. WBTC on Ethereum (`{ caipNetworkId: 'eip155:1', address: '0x2260…C599' }`). Absent,
   * balances carry no USD value.
   */
  pricedAs: PricedAsSchema.optional(),
})
export type BitcoinDataChain = z.output<typeof BitcoinDataChainSchema>
export type BitcoinDataChainInput = z.input<typeof BitcoinDataChainSchema>

export const BitcoinDataChainsSchema = z.array(BitcoinDataChainSchema)
