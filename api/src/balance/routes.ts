import { BALANCE_CACHE_MS } from '@porthole/shared-protocol'
import { Hono } from 'hono'
import { type Address, formatUnits } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { NATIVE, type PricedAsset } from '../sources/PriceSource.ts'
import { readBalances } from '../sources/readBalances.ts'
import { validateInput } from '../validateInput.ts'
import { validateParam } from '../validateParam.ts'
import { findCachedBalances, findTokensSeenBy, saveCachedBalances } from './queries.ts'
import { BalanceQuerySchema, type BalanceResponse, type TokenBalance } from './schemas.ts'

/** SPEC §9: balances are cached for 30 s. */
export { BALANCE_CACHE_MS }

/**
 * `GET /v1/account/{address}/balance` (SPEC §7): the native coin and every ERC-20 the
 * address holds among the chain's known tokens and those it was seen moving, read by
 * multicall, with USD prices; tokens with zero decimals are dropped (SPEC §5); answers are
 * cached 30 s in the database unless `forceUpdate` is given; an unsupported network answers
 * an empty list (SPEC §8).
 */
export function createBalanceRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/account/:address/balance',
    validateInput('query', BalanceQuerySchema),
    validateParam('address', EvmAddressSchema),
    async (c) => {
      const query = c.req.valid('query')
      const entry = deps.chains.get(query.chainId)
      if (!entry) return c.json({ balances: [] } satisfies BalanceResponse)
      const owner = c.req.valid('param').address
      const key = { chainId: query.chainId, address: owner, currency: query.currency }
      const now = deps.clock.now()
      if (query.forceUpdate === undefined) {
        const cached = await findCachedBalances(deps.db, key, new Date(now - BALANCE_CACHE_MS))
        if (cached) return c.json(cached)
      }
      const icons = new Map(entry.chain.tokens.map((t) => [t.address, t.iconUrl ?? '']))
      const seen = await findTokensSeenBy(deps.db, query.chainId, owner)
      const raw = (await readBalances(entry, owner, [...icons.keys(), ...seen])).filter(
        (balance) => balance.decimals > 0,
      )
      const assets: PricedAsset[] = raw.map((balance) => balance.address ?? NATIVE)
      const prices = await deps.prices.pricesUsd(entry, assets)
      const balances = raw.map((balance): TokenBalance => {
        const numeric = formatUnits(balance.amount, balance.decimals)
        const price = prices.get(balance.address ?? NATIVE)
        return {
          name: balance.name,
          symbol: balance.symbol,
          chainId: query.chainId,
          ...(balance.address ? { address: `${query.chainId}:${balance.address}` } : {}),
          ...(price === undefined ? {} : { value: Number(numeric) * price }),
          price: price ?? 0,
          quantity: { decimals: String(balance.decimals), numeric },
          iconUrl: balance.address
            ? (icons.get(balance.address as Address) ?? '')
            : (entry.chain.nativeCurrency.iconUrl ?? ''),
        }
      })
      const body: BalanceResponse = { balances }
      await saveCachedBalances(deps.db, key, body, new Date(now))
      return c.json(body)
    },
  )
}
