import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { validateInput } from '../input/validateInput.ts'
import { readHistoryPage } from './readHistoryPage.ts'
import { HistoryQuerySchema } from './schemas.ts'

/**
 * `GET /v1/account/{account}/history` (SPEC §7): the account's transactions on `chainId`,
 * newest first, from the chain's history source (indexer or explorer API; a Solana cluster's
 * own RPC); `cursor` is the previous page's `next`. An unsupported network answers
 * `{ data: [], next: null }`. `onramp=coinbase` adds the account's on-ramp purchases
 * (`withOnrampPurchases`, EVM chains).
 */
export function createHistoryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/account/:account/history',
    validateInput('query', HistoryQuerySchema),
    async (c) => c.json(await readHistoryPage(deps, c.req.param('account'), c.req.valid('query'))),
  )
}
