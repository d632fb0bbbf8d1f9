import type { ApprovalsResponse } from '@porthole/shared-protocol/dataApi'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { createAccountListRoute } from '../routes/createAccountListRoute.ts'
import { findLatestApprovals } from './queries.ts'
import { readStandingApprovals } from './readStandingApprovals.ts'

/** Most (token, spender) pairs looked at for one address. */
export const MAX_APPROVALS = 200

/**
 * `GET /v1/account/{address}/approvals?chainId=` (Porthole's path, issue 39): the ERC-20
 * allowances and NFT operator approvals the address has standing on the chain, newest first,
 * from the indexer's `Approval` / `ApprovalForAll` logs; each allowance is read from the
 * chain, and zero allowances and revoked operators are left out. A chain the api does not
 * serve answers `{ data: [] }`, as one whose history comes from an explorer (not indexed).
 * The chain's node down: 503 `ChainUnavailableError`.
 */
export function createApprovalRoutes(deps: AppDeps): Hono<AppEnv> {
  return createAccountListRoute(
    deps,
    'approvals',
    async (entry, owner, chainId): Promise<ApprovalsResponse['data']> => {
      const rows = await findLatestApprovals(deps.db, chainId, owner.toLowerCase(), MAX_APPROVALS)
      return readStandingApprovals(deps.db, entry, owner, rows)
    },
  )
}
