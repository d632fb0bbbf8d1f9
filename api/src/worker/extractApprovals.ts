import { hexToBigInt, toEventSelector } from 'viem'
import type { RpcBlock, RpcReceipt } from './RpcBlock.ts'
import { succeededTransactions, topicAddress } from './succeededTransactions.ts'

export const APPROVAL_TOPIC = toEventSelector('Approval(address,address,uint256)')
export const APPROVAL_FOR_ALL_TOPIC = toEventSelector('ApprovalForAll(address,address,bool)')

/** One row of the `approvals` table. */
export type ApprovalRow = {
  txHash: string
  logIndex: number
  token: string
  owner: string
  spender: string
} & ({ kind: 'erc20'; amount: bigint } | { kind: 'operator'; approved: boolean })

/**
 * The permissions a block's successful transactions gave or took back: ERC-20 `Approval`
 * logs (3 topics, the amount in data; an ERC-721 single-token `Approval` has 4 topics and is
 * left out, as a transfer clears it) and `ApprovalForAll` logs (ERC-721 and ERC-1155, the
 * flag in data). Addresses are lower-case.
 */
export function extractApprovals(block: RpcBlock, receipts: readonly RpcReceipt[]): ApprovalRow[] {
  const rows: ApprovalRow[] = []
  for (const [tx, receipt] of succeededTransactions(block, receipts)) {
    for (const log of receipt.logs) {
      const [topic0, ownerTopic, spenderTopic] = log.topics
      if (!ownerTopic || !spenderTopic || log.topics.length !== 3 || log.data.length !== 66) {
        continue
      }
      const common = {
        txHash: tx.hash.toLowerCase(),
        logIndex: Number(log.logIndex),
        token: log.address.toLowerCase(),
        owner: topicAddress(ownerTopic),
        spender: topicAddress(spenderTopic),
      }
      if (topic0 === APPROVAL_TOPIC) {
        rows.push({ ...common, kind: 'erc20', amount: hexToBigInt(log.data) })
      } else if (topic0 === APPROVAL_FOR_ALL_TOPIC) {
        rows.push({ ...common, kind: 'operator', approved: hexToBigInt(log.data) !== 0n })
      }
    }
  }
  return rows
}
