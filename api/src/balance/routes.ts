import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { validateInput } from '../input/validateInput.ts'
import { readAccountBalances } from './readAccountBalances.ts'
import { BalanceQuerySchema } from './schemas.ts'

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
    async (c) =>
      c.json(await readAccountBalances(deps, c.req.param('address'), c.req.valid('query'))),
  )
}
