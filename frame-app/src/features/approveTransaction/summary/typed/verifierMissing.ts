import type { ChainReads } from '../ChainReads.ts'

/**
 * Whether a typed message's `verifyingContract` has no code at all on the request's chain: the
 * contract that would check the signature is not there, so the message is meant for another
 * chain (or for nothing). An EIP-7702 account has code (its delegation), so a smart account's
 * own message is not one; a chain that cannot be read says nothing.
 */
export async function verifierMissing(
  contract: string | null,
  reads: ChainReads,
): Promise<boolean> {
  if (!contract || !reads.readCode) return false
  const code = await reads.readCode(contract).catch(() => null)
  return code === '0x'
}
