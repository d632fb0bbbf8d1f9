import { isAddressEqual } from 'viem'
import type { DomainMismatch } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { type IntentKind, PERMIT2 } from './intentTypes.ts'

/**
 * Whether a token permission's domain is the contract it claims to be for (decision 0092): a
 * Permit2 message is verified by Permit2 alone, so another contract (or none) is a mismatch; a
 * token's own permission (EIP-2612, EIP-3009) names the token, so a domain name that is not the
 * contract's `name()` on the chain is one. Nothing to say when the contract has no name or the
 * domain none.
 */
export async function domainMismatchOf(
  kind: IntentKind,
  domain: Record<string, unknown>,
  reads: ChainReads,
): Promise<DomainMismatch | null> {
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : null
  switch (kind) {
    case 'permit2Allowance':
    case 'permit2Transfer':
      if (contract && isAddressEqual(contract as `0x${string}`, PERMIT2)) return null
      return { kind: 'contract', contract: contract ?? '—', expected: PERMIT2 }
    case 'permit':
    case 'authorization': {
      const claimed = domain.name
      if (!contract || typeof claimed !== 'string' || !reads.readName) return null
      const actual = await reads.readName(contract).catch(() => null)
      return actual !== null && actual !== claimed
        ? { kind: 'name', contract, claimed, actual }
        : null
    }
    default:
      return kind satisfies never
  }
}
