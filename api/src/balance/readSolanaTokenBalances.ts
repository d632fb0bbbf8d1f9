import { formatUnits } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import { describeSolanaToken } from '../sources/describeSolanaToken.ts'
import { pricedAsUsd } from '../sources/prices/pricedAsUsd.ts'
import { readSolanaBalances } from '../sources/readSolanaBalances.ts'
import type { TokenBalance } from './schemas.ts'

/**
 * SOL and the SPL tokens `owner` holds on `chain` as SPEC §3 balances: names and icons from
 * the chain config's known tokens (else the mint address), USD prices where the config prices
 * an asset as one an EVM data chain's price source knows; tokens with zero decimals dropped
 * (SPEC §5).
 */
export async function readSolanaTokenBalances(
  deps: Pick<AppDeps, 'chains' | 'prices'>,
  chain: SolanaDataChain,
  owner: string,
): Promise<TokenBalance[]> {
  const known = new Map(chain.tokens.map((token) => [token.mint, token]))
  const raw = (await readSolanaBalances(chain, owner)).filter((balance) => balance.decimals > 0)
  const prices = await pricedAsUsd(
    deps,
    raw.map((balance) =>
      balance.mint ? known.get(balance.mint)?.pricedAs : chain.nativeCurrency.pricedAs,
    ),
  )
  return raw.map((balance, index): TokenBalance => {
    const numeric = formatUnits(balance.amount, balance.decimals)
    const price = prices[index]
    const named = describeSolanaToken(chain, balance.mint)
    return {
      name: named.name,
      symbol: named.symbol,
      chainId: chain.caipNetworkId,
      ...(balance.mint ? { address: `${chain.caipNetworkId}:${balance.mint}` } : {}),
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: String(balance.decimals), numeric },
      iconUrl: named.iconUrl,
    }
  })
}
