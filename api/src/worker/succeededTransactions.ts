import type { Hex } from 'viem'
import type { RpcBlock, RpcReceipt, RpcTransaction } from './RpcBlock.ts'

/** The address an indexed log topic holds (its last 20 bytes), lower-case. */
export const topicAddress = (topic: Hex) => `0x${topic.slice(-40)}`.toLowerCase()

/** The block's transactions that succeeded (receipt status 1), in block order, each with its receipt. */
export function* succeededTransactions(
  block: RpcBlock,
  receipts: readonly RpcReceipt[],
): Generator<[RpcTransaction, RpcReceipt]> {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  for (const tx of block.transactions) {
    const receipt = byHash.get(tx.hash)
    if (receipt?.status === '0x1') yield [tx, receipt]
  }
}
