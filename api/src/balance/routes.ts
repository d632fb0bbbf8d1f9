import { BALANCE_CACHE_MS } from '@porthole/shared-protocol'
import { Hono } from 'hono'
import { type Address, formatUnits } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { SolanaAddressSchema } from '../chains/SolanaDataChainSchema.ts'
import { parseInput } from '../input/parseInput.ts'
import { validateInput } from '../input/validateInput.ts'
import { NATIVE, type PricedAsset } from '../sources/PriceSource.ts'
import { readBalances } from '../sources/readBalances.ts'
import { findCachedBalances, findTokensSeenBy, saveCachedBalances } from './queries.ts'
import { readBitcoinBalance } from './readBitcoinBalance.ts'
import { readSolanaTokenBalances } from './readSolanaTokenBalances.ts'
import { BalanceQuerySchema, type BalanceResponse, type TokenBalance } from './schemas.ts'

/** SPEC §9: balances are cached for 30 s. */
export { BALANCE_CACHE_MS }

async function readEvmTokenBalances(
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

/**
 * `GET /v1/account/{address}/balance` (SPEC §7). On an EVM chain: the native coin and every
 * ERC-20 the address holds among the chain's known tokens and those it was seen moving, read
 * by multicall. On a Solana cluster: SOL and every SPL token account (`getTokenAccountsByOwner`).
 * On a Bitcoin network (BITCOIN_DATA_CHAINS): BTC, confirmed plus mempool, read from Esplora
 * each time (the Bitcoin routes give the two apart).
 * USD prices where the price source knows them; tokens with zero decimals are dropped (SPEC
 * §5); answers are cached 30 s in the database unless `forceUpdate` is given; an unsupported
 * network answers an empty list (SPEC §8).
 */
export function createBalanceRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/account/:address/balance',
    validateInput('query', BalanceQuerySchema),
    async (c) => {
      const query = c.req.valid('query')
      const entry = deps.chains.get(query.chainId)
      const solana = deps.solanaChains.get(query.chainId)
      const bitcoin = deps.bitcoinSources.get(query.chainId)
      if (bitcoin)
        return c.json({
          balances: await readBitcoinBalance(bitcoin, query.chainId, c.req.param('address')),
        } satisfies BalanceResponse)
      if (!entry && !solana) return c.json({ balances: [] } satisfies BalanceResponse)
      // The address's form depends on the chain, so it is parsed here, not by a middleware.
      const address = c.req.param('address')
      const owner = entry
        ? parseInput(EvmAddressSchema, address, 'path')
        : parseInput(SolanaAddressSchema, address, 'path')
      const key = {
        chainId: query.chainId,
        address: entry ? owner.toLowerCase() : owner,
        currency: query.currency,
      }
      const now = deps.clock.now()
      if (query.forceUpdate === undefined) {
        const cached = await findCachedBalances(deps.db, key, new Date(now - BALANCE_CACHE_MS))
        if (cached) return c.json(cached)
      }
      const balances = entry
        ? await readEvmTokenBalances(deps, entry, owner as Address)
        : await readSolanaTokenBalances(deps, solana as NonNullable<typeof solana>, owner)
      const body: BalanceResponse = { balances }
      await saveCachedBalances(deps.db, key, body, new Date(now))
      return c.json(body)
    },
  )
}
