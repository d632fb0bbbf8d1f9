import { bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { formatUnits } from 'viem'
import type { BitcoinDataSource } from '../bitcoin/BitcoinDataSource.ts'
import { parseBitcoinAddress } from '../bitcoin/parseBitcoinAddress.ts'
import type { TokenBalance } from './schemas.ts'

/**
 * BTC held by `address` on a Bitcoin network as the SPEC §3 balance list (one item, 8 decimals):
 * confirmed plus what the mempool adds or takes, so a send shows at once. No USD price yet.
 */
export async function readBitcoinBalance(
  source: BitcoinDataSource,
  chainId: string,
  address: string,
): Promise<TokenBalance[]> {
  const owner = parseBitcoinAddress(bitcoinNetworkOf(chainId)!, address)
  const { confirmed, unconfirmed } = await source.balance(owner)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      price: 0,
      quantity: { decimals: '8', numeric: formatUnits(confirmed + unconfirmed, 8) },
      iconUrl: '',
    },
  ]
}
