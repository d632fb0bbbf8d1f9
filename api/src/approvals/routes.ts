import type { ApprovalsResponse } from '@porthole/shared-protocol/dataApi'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { CaipNetworkIdSchema, EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'
import { findLatestApprovals } from './queries.ts'
import { readStandingApprovals } from './readStandingApprovals.ts'

/** Most (token, spender) pairs looked at for one address. */
export const MAX_APPROVALS = 200

const ApprovalsQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

/**
 * `GET /v1/account/{address}/approvals?chainId=` (Porthole's path, issue 39): the ERC-20
 * allowances and NFT operator approvals the address has standing on the chain, newest first,
 * from the indexer's `Approval` / `ApprovalForAll` logs; each allowance is read from the
 * chain, and zero allowances and revoked operators are left out. A chain the api does not
 * serve answers `{ data: [] }`, as one whose history comes from an explorer (not indexed).
 * The chain's node down: 503 `ChainUnavailableError`.
 */
export function createApprovalRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/account/:address/approvals',
    validateInput('query', ApprovalsQuerySchema),
    validateParam('address', EvmAddressSchema),
    async (c) => {
      const { chainId } = c.req.valid('query')
      const entry = deps.chains.get(chainId)
      if (!entry) return c.json({ data: [] } satisfies ApprovalsResponse)
      const owner = c.req.valid('param').address
      const rows = await findLatestApprovals(deps.db, chainId, owner.toLowerCase(), MAX_APPROVALS)
      const data = await readStandingApprovals(deps.db, entry, owner, rows)
      return c.json({ data } satisfies ApprovalsResponse)
    },
  )
}
