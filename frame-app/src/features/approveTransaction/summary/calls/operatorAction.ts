import type { CallAction } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'

/**
 * `setApprovalForAll(operator, approved)` on an ERC-721 or ERC-1155 `collection`: the operator
 * may move every item of it (or no longer), its name read from the chain (null: unknown), and
 * whether the operator has code.
 */
export async function operatorAction(
  collection: string,
  [operator, approved]: readonly [string, boolean],
  reads: ChainReads,
): Promise<CallAction> {
  const [collectionName, operatorKind] = await Promise.all([
    reads.readName?.(collection).catch(() => null) ?? null,
    reads.readAddressKind?.(operator) ?? ('unknown' as const),
  ])
  return { kind: 'operatorApproval', operator, operatorKind, approved, collection, collectionName }
}
