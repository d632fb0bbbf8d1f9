import * as z from 'zod/mini'
import type { TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { allowanceOf } from '../calls/allowanceOf.ts'
import { Address, TokenPermissions, Uint } from './intentValues.ts'

const TransferMessage = z.object({
  permitted: z.union([TokenPermissions, z.array(TokenPermissions)]),
  spender: Address,
  deadline: Uint,
})

/**
 * Permit2 `PermitTransferFrom` / `PermitBatchTransferFrom` (and their witness forms): `spender`
 * may take up to each `amount` once, to any address it picks, until `deadline`.
 */
export async function permit2TransferIntent(
  message: unknown,
  reads: ChainReads,
): Promise<TypedIntent> {
  const { permitted, spender, deadline } = TransferMessage.parse(message)
  const list = Array.isArray(permitted) ? permitted : [permitted]
  const [transfers, spenderKind] = await Promise.all([
    Promise.all(list.map((item) => allowanceOf(item.token, item.amount, reads.readToken))),
    reads.readAddressKind?.(spender) ?? ('unknown' as const),
  ])
  return { kind: 'permit2Transfer', spender, spenderKind, transfers, deadline: deadline.toString() }
}
