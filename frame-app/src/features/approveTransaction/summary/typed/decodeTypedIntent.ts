import { validateTypedData } from 'viem'
import type { DomainMismatch, TypedIntent } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { permit2Mismatch, tokenNameMismatch } from './domainMismatchOf.ts'
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
  switch (kind) {
    case 'permit2Allowance':
      return {
        intent: await permit2AllowanceIntent(message, reads),
        domainMismatch: permit2Mismatch(contract),
      }
    case 'permit2Transfer':
      return {
        intent: await permit2TransferIntent(message, reads),
        domainMismatch: permit2Mismatch(contract),
      }
    case 'permit':
    case 'authorization': {
      // The token is the contract that verifies the message: without one there is no token.
      if (!contract) return NONE
      const [intent, domainMismatch] = await Promise.all([
        kind === 'permit'
          ? permitIntent(contract, message, reads)
          : transferAuthorizationIntent(contract, primaryType, message, reads),
        tokenNameMismatch(contract, domain.name, reads),
      ])
      return { intent, domainMismatch }
    }
    default:
      return kind satisfies never
  }
}
