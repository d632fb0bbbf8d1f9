import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { parseInput } from '../parseInput.ts'
import { type HistoryPage, HistoryQuerySchema } from './schemas.ts'

/**
 * `GET /v1/account/{account}/history` (SPEC §7): the account's transactions on `chainId`,
 * newest first, from the chain's history source (indexer or explorer API); `cursor` is the
 * previous page's `next`. An unsupported network answers `{ data: [], next: null }`.
 */
export function createHistoryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/v1/account/:account/history', async (c) => {
    const query = parseInput(HistoryQuerySchema, c.req.query(), 'query')
    const entry = deps.chains.get(query.chainId)
    if (!entry) return c.json({ data: [], next: null } satisfies HistoryPage)
    const account = parseInput(EvmAddressSchema, c.req.param('account'), 'path')
    const source = deps.historySources(entry)
    return c.json(await source.history(entry, account, query.cursor))
  })
}
