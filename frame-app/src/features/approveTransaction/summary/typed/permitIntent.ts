import * as z from 'zod/mini'
import type { TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { allowanceOf } from '../calls/allowanceOf.ts'
import { Address, Uint } from './intentValues.ts'

const PermitMessage = z.object({ spender: Address, value: Uint, deadline: Uint })

/**
 * EIP-2612 `Permit`: `spender` may spend `value` of the token that verifies it (the domain's
 * contract) once the signature is submitted, until `deadline`.
 */
export async function permitIntent(
  token: string,
  message: unknown,
  reads: ChainReads,
): Promise<TypedIntent> {
  const { spender, value, deadline } = PermitMessage.parse(message)
  const [allowance, spenderKind] = await Promise.all([
    allowanceOf(token, value, reads.readToken),
    reads.readAddressKind?.(spender) ?? ('unknown' as const),
  ])
  return { kind: 'permit', spender, spenderKind, allowance, deadline: deadline.toString() }
}
