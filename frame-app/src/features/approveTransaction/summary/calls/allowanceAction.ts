import type { CallAction } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { allowanceOf } from './allowanceOf.ts'

/**
 * `approve(spender, value)` or `increaseAllowance(spender, addedValue)` on `token`: who may
 * spend how much of it, whether that is unlimited, and whether the spender has code.
 */
export async function allowanceAction(
  method: 'approve' | 'increaseAllowance',
  token: string,
  [spender, raw]: readonly [string, bigint],
  reads: ChainReads,
): Promise<CallAction> {
  const [allowance, spenderKind] = await Promise.all([
    allowanceOf(token, raw, reads.readToken),
    reads.readAddressKind?.(spender) ?? ('unknown' as const),
  ])
  return { kind: 'erc20Approve', method, spender, spenderKind, ...allowance }
}
