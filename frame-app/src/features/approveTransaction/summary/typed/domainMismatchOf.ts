import { isAddressEqual } from 'viem'
import type { DomainMismatch } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { PERMIT2 } from './intentTypes.ts'

/**
 * A Permit2 message is verified by Permit2 alone: one whose domain names another contract (or
 * none) is not what it claims to be.
 */
export function permit2Mismatch(contract: string | null): DomainMismatch | null {
  if (contract && isAddressEqual(contract as `0x${string}`, PERMIT2)) return null
  return { kind: 'contract', contract: contract ?? '—', expected: PERMIT2 }
}

/**
 * A token's own permission (EIP-2612, EIP-3009) names the token in its domain: a name that is
 * not the contract's `name()` on the chain means the message claims to be for another token.
 * Nothing to say when the contract has no name or the domain none.
 */
export async function tokenNameMismatch(
  contract: string,
  claimed: unknown,
  reads: ChainReads,
): Promise<DomainMismatch | null> {
  if (typeof claimed !== 'string' || !reads.readName) return null
  const actual = await reads.readName(contract).catch(() => null)
  return actual !== null && actual !== claimed ? { kind: 'name', contract, claimed, actual } : null
}
