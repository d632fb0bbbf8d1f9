import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { getAddress, isAddressEqual } from 'viem'
import type { Delegation } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'

/**
 * The contracts the operator lets an account delegate to: Simple7702Account, the one the vault
 * signs authorizations for (decision 0090, 0272).
 */
export const ALLOWED_DELEGATES: readonly string[] = [SIMPLE_7702_ACCOUNT]

/** The contract an EIP-7702 designator (`0xef0100` + address) points to, or null. */
const designated = (code: string | null) =>
  code?.startsWith('0xef0100') && code.length === 48 ? getAddress(`0x${code.slice(8)}`) : null

/**
 * One EIP-7702 authorization of a type-4 transaction, as the user should read it: the contract
 * that would run as the account, the chain it is valid on (0: every chain), whether the
 * operator allows that contract, and what the account delegates to now (read from the chain).
 */
export async function delegationOf(
  authorization: { address: string; chainId: string | number },
  account: string | undefined,
  reads: ChainReads,
): Promise<Delegation> {
  const delegate = getAddress(authorization.address)
  const chainId = Number(BigInt(authorization.chainId))
  const code = account ? await (reads.readCode?.(account) ?? null) : null
  return {
    delegate,
    chainId,
    allowed: ALLOWED_DELEGATES.some((allowed) =>
      isAddressEqual(allowed as `0x${string}`, delegate),
    ),
    current: designated(code),
  }
}
