import { bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { formatUnits } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import type { BitcoinDataSource } from '../bitcoin/BitcoinDataSource.ts'
import { parseBitcoinAddress } from '../bitcoin/parseBitcoinAddress.ts'
import { type PricedAs, pricedAsUsd } from '../sources/prices/pricedAsUsd.ts'
import type { TokenBalance } from './schemas.ts'

/**
 * BTC held by `address` on a Bitcoin network as the SPEC §3 balance list (one item, 8 decimals):
 * confirmed plus what the mempool adds or takes, so a send shows at once. Its USD price is the
 * network's `pricedAs` coin's on an EVM data chain (WBTC on Ethereum), else none: no `value`
 * and a price of 0, never a made-up one.
 */
export async function readBitcoinBalance(
  deps: Pick<AppDeps, 'chains' | 'prices'>,
  { source, pricedAs }: { source: BitcoinDataSource; pricedAs: PricedAs | undefined },
  chainId: string,
  address: string,
): Promise<TokenBalance[]> {
  const owner = parseBitcoinAddress(bitcoinNetworkOf(chainId)!, address)
  const [{ confirmed, unconfirmed }, [price]] = await Promise.all([
    source.balance(owner),
    pricedAsUsd(deps, [pricedAs]),
  ])
  const numeric = formatUnits(confirmed + unconfirmed, 8)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: '8', numeric },
      iconUrl: '',
    },
  ]
}
