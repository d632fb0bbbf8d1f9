import * as z from 'zod/mini'
import type { TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { tokenAmountOf } from '../calls/allowanceOf.ts'
import { findLookalike } from '../findLookalike.ts'
import { Address, Uint } from './intentValues.ts'

const AuthorizationMessage = z.object({ to: Address, value: Uint, validBefore: Uint })

/**
 * EIP-3009 `TransferWithAuthorization` (anyone may submit it) or `ReceiveWithAuthorization`
 * (only `to` may): `value` of the token that verifies it moves to `to` before `validBefore`.
 */
export async function transferAuthorizationIntent(
  token: string,
  primaryType: string,
  message: unknown,
  reads: ChainReads,
): Promise<TypedIntent> {
  const { to, value, validBefore } = AuthorizationMessage.parse(message)
  const intent: Extract<TypedIntent, { kind: 'transferAuthorization' }> = {
    kind: 'transferAuthorization',
    receive: primaryType === 'ReceiveWithAuthorization',
    to,
    amount: await tokenAmountOf(token, value, reads.readToken),
    validBefore: validBefore.toString(),
  }
  const lookalike = findLookalike(to, reads.pastRecipients?.() ?? [])
  if (lookalike) intent.lookalike = lookalike
  return intent
}
