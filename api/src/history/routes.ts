import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { SolanaAddressSchema } from '../chains/SolanaDataChainSchema.ts'
import { parseInput } from '../input/parseInput.ts'
import { validateInput } from '../input/validateInput.ts'
import { type HistoryPage, HistoryQuerySchema } from './schemas.ts'
import { withOnrampPurchases } from './withOnrampPurchases.ts'

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
    async (c) => {
      const query = c.req.valid('query')
      const solana = deps.solanaChains.get(query.chainId)
      if (solana) {
        const owner = parseInput(SolanaAddressSchema, c.req.param('account'), 'path')
        return c.json(await deps.solanaHistory.history(solana, owner, query.cursor))
      }
      const entry = deps.chains.get(query.chainId)
      const empty: HistoryPage = { data: [], next: null }
      // Another namespace the api does not serve: nothing to list, whatever the address's form.
      if (!entry && !query.chainId.startsWith('eip155:')) return c.json(empty)
      const account = parseInput(EvmAddressSchema, c.req.param('account'), 'path')
      const page = entry
        ? await deps.historySources(entry).history(entry, account, query.cursor)
        : empty
      if (query.onramp !== 'coinbase') return c.json(page)
      const chainId = Number(query.chainId.split(':')[1])
      const input = { account, chain: query.chainId, chainId, cursor: query.cursor }
      return c.json(await withOnrampPurchases(deps, input, page))
    },
  )
}
