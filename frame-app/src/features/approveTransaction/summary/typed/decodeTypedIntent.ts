import { validateTypedData } from 'viem'
import type { DomainMismatch, TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { domainMismatchOf } from './domainMismatchOf.ts'
import { intentKindOf } from './intentTypes.ts'
import { permit2AllowanceIntent } from './permit2AllowanceIntent.ts'
import { permit2TransferIntent } from './permit2TransferIntent.ts'
import { permitIntent } from './permitIntent.ts'
import { transferAuthorizationIntent } from './transferAuthorizationIntent.ts'

export type TypedMessage = {
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}
type Decoded = { intent: TypedIntent | null; domainMismatch: DomainMismatch | null }

const NONE: Decoded = { intent: null, domainMismatch: null }

/** The message is valid EIP-712 for its types (viem checks every value against its type). */
function valid({ types, primaryType, domain, message }: TypedMessage) {
  const { EIP712Domain: _domain, ...structs } = types
  try {
    validateTypedData({ types: structs, primaryType, domain, message } as never)
    return true
  } catch {
    return false
  }
}

/**
 * What a typed message allows or moves when it is a token permission (EIP-2612 Permit, Permit2
 * allowances and transfers, EIP-3009 authorizations), read by its exact EIP-712 types, and
 * whether its domain is the contract it claims to be for; nothing for any other message.
 */
export async function decodeTypedIntent(typed: TypedMessage, reads: ChainReads): Promise<Decoded> {
  const kind = intentKindOf(typed.types, typed.primaryType)
  if (!kind || !valid(typed)) return NONE
  const { domain, message, primaryType } = typed
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : null
  const intent = async (): Promise<TypedIntent | null> => {
    switch (kind) {
      case 'permit2Allowance':
        return permit2AllowanceIntent(message, reads)
      case 'permit2Transfer':
        return permit2TransferIntent(message, reads)
      // The token is the contract that verifies the message: without one there is no token.
      case 'permit':
        return contract ? permitIntent(contract, message, reads) : null
      case 'authorization':
        return contract ? transferAuthorizationIntent(contract, primaryType, message, reads) : null
      default:
        return kind satisfies never
    }
  }
  const [decoded, domainMismatch] = await Promise.all([
    intent(),
    domainMismatchOf(kind, domain, reads),
  ])
  return decoded ? { intent: decoded, domainMismatch } : NONE
}
