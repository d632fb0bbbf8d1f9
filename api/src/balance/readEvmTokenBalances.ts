import { type Address, formatUnits } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { NATIVE, type PricedAsset } from '../sources/prices/PriceSource.ts'
import { readBalances } from '../sources/readBalances.ts'
import { findTokensSeenBy } from './queries.ts'
import type { TokenBalance } from './schemas.ts'

/**
 * An EVM account's coin and ERC-20 balances with USD prices: the chain's known tokens and those
 * the account was seen moving, read by multicall; tokens with zero decimals are left out.
 */
export async function readEvmTokenBalances(
  deps: AppDeps,
  entry: ChainEntry,
  owner: Address,
): Promise<TokenBalance[]> {
  const chainId = entry.chain.caipNetworkId
  const icons = new Map(entry.chain.tokens.map((t) => [t.address, t.iconUrl ?? '']))
  const seen = await findTokensSeenBy(deps.db, chainId, owner)
  const raw = (await readBalances(entry, owner, [...icons.keys(), ...seen])).filter(
    (balance) => balance.decimals > 0,
  )
  const assets: PricedAsset[] = raw.map((balance) => balance.address ?? NATIVE)
  const prices = await deps.prices.pricesUsd(entry, assets)
  return raw.map((balance): TokenBalance => {
    const numeric = formatUnits(balance.amount, balance.decimals)
    const price = prices.get(balance.address ?? NATIVE)
    return {
      name: balance.name,
      symbol: balance.symbol,
      chainId,
      ...(balance.address ? { address: `${chainId}:${balance.address}` } : {}),
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: String(balance.decimals), numeric },
      iconUrl: balance.address
        ? (icons.get(balance.address as Address) ?? '')
        : (entry.chain.nativeCurrency.iconUrl ?? ''),
    }
  })
}
