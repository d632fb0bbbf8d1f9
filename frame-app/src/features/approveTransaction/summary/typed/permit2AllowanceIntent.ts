import * as z from 'zod/mini'
import type { TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { allowanceOf } from '../calls/allowanceOf.ts'
import { Address, PermitDetails, Uint } from './intentValues.ts'

const Permit2Message = z.object({
  details: z.union([PermitDetails, z.array(PermitDetails)]),
  spender: Address,
  sigDeadline: Uint,
})

/**
 * Permit2 `PermitSingle` / `PermitBatch`: `spender` may move each token's `amount` through
 * Permit2 until its `expiration` (the allowance Permit2 keeps), once the signature is submitted
 * before `sigDeadline`.
 */
export async function permit2AllowanceIntent(
  message: unknown,
  reads: ChainReads,
): Promise<TypedIntent> {
  const { details, spender, sigDeadline } = Permit2Message.parse(message)
  const list = Array.isArray(details) ? details : [details]
  const [allowances, spenderKind] = await Promise.all([
    Promise.all(
      list.map(async (detail) => ({
        ...(await allowanceOf(detail.token, detail.amount, reads.readToken)),
        expiration: detail.expiration.toString(),
      })),
    ),
    reads.readAddressKind?.(spender) ?? ('unknown' as const),
  ])
  return {
    kind: 'permit2Allowance',
    spender,
    spenderKind,
    allowances,
    deadline: sigDeadline.toString(),
  }
}
