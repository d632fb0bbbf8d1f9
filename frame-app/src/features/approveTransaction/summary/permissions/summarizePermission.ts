import { EXECUTION_PERMISSIONS } from '@porthole/shared-protocol'
import {
  readPermissionRequest,
  readRevokeRequest,
} from '../../../../connectors/embedded/permissions/readPermissionRequest.ts'
import type { ApprovalSummary } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { tokenAmountOf } from '../calls/allowanceOf.ts'

/**
 * An ERC-7715 grant (`wallet_requestExecutionPermissions` or `wallet_grantPermissions`) as the
 * rule the contract will enforce: the token's amount per period read in its units from the
 * chain, the period, the expiry, the session key and the contract that checks each payment.
 * Throws on a request the embedded wallet would refuse (shown raw).
 */
export async function summarizePermission(
  method: string,
  params: unknown,
  reads: Pick<ChainReads, 'readToken'>,
): Promise<ApprovalSummary> {
  const rule = readPermissionRequest(method, params)
  return {
    kind: 'permission',
    amount: await tokenAmountOf(rule.token, rule.periodAmount, reads.readToken),
    period: rule.period,
    expiry: String(rule.expiry),
    session: rule.session,
    contract: EXECUTION_PERMISSIONS,
    justification: rule.justification ?? null,
  }
}

/** An ERC-7715 revoke: the permission it ends. Throws when it names none (shown raw). */
export function summarizePermissionRevoke(params: unknown): ApprovalSummary {
  return {
    kind: 'permissionRevoke',
    context: readRevokeRequest(params),
    contract: EXECUTION_PERMISSIONS,
  }
}
