import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { validateInput } from '../validateInput.ts'
import { validateParam } from '../validateParam.ts'
import { type HistoryPage, HistoryQuerySchema } from './schemas.ts'
import { withOnrampPurchases } from './withOnrampPurchases.ts'

/**
 * `GET /v1/account/{account}/history` (SPEC §7): the account's transactions on `chainId`,
 * newest first, from the chain's history source (indexer or explorer API); `cursor` is the
 * previous page's `next`. An unsupported network answers `{ data: [], next: null }`.
 * `onramp=coinbase` adds the account's on-ramp purchases (`withOnrampPurchases`).
 */
export function createHistoryRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/account/:account/history',
    validateInput('query', HistoryQuerySchema),
    validateParam('account', EvmAddressSchema),
    async (c) => {
      const query = c.req.valid('query')
      const account = c.req.valid('param').account
      const entry = deps.chains.get(query.chainId)
      const page: HistoryPage = entry
        ? await deps.historySources(entry).history(entry, account, query.cursor)
        : { data: [], next: null }
      if (query.onramp !== 'coinbase') return c.json(page)
      const chainId = Number(query.chainId.split(':')[1])
      const input = { account, chain: query.chainId, chainId, cursor: query.cursor }
      return c.json(await withOnrampPurchases(deps, input, page))
    },
  )
}
