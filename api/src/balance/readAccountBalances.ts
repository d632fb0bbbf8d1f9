import { BALANCE_CACHE_MS } from '@porthole/shared-protocol'
import type { Address } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { SolanaAddressSchema } from '../chains/SolanaDataChainSchema.ts'
import { parseInput } from '../input/parseInput.ts'
import { findCachedBalances, saveCachedBalances } from './queries.ts'
import { readBitcoinBalance } from './readBitcoinBalance.ts'
import { readEvmTokenBalances } from './readEvmTokenBalances.ts'
import { readSolanaTokenBalances } from './readSolanaTokenBalances.ts'
import type { BalanceQuery, BalanceResponse } from './schemas.ts'

/**
 * What `GET /v1/account/{address}/balance` answers for `address` (see `createBalanceRoutes`):
 * from the 30 s cache (SPEC §9) unless `forceUpdate` is given, else read from the chain.
 */
export async function readAccountBalances(deps: AppDeps, address: string, query: BalanceQuery) {
  const entry = deps.chains.get(query.chainId)
  const solana = deps.solanaChains.get(query.chainId)
  const bitcoin = deps.bitcoinSources.get(query.chainId)
  if (bitcoin) return { balances: await readBitcoinBalance(deps, bitcoin, query.chainId, address) }
  if (!entry && !solana) return { balances: [] }
  // The address's form depends on the chain, so it is parsed here, not by a middleware.
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
    if (cached) return cached
  }
  const balances = entry
    ? await readEvmTokenBalances(deps, entry, owner as Address)
    : await readSolanaTokenBalances(deps, solana as NonNullable<typeof solana>, owner)
  const body: BalanceResponse = { balances }
  await saveCachedBalances(deps.db, key, body, new Date(now))
  return body
}
