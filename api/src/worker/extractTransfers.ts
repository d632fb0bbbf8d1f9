import { hexToBigInt, toEventSelector } from 'viem'
import type { RpcBlock, RpcReceipt } from './RpcBlock.ts'
import { succeededTransactions, topicAddress } from './succeededTransactions.ts'

export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** One row of the `transfers` table. */
export type TransferRow = {
  txHash: string
  txIndex: number
  logIndex: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  from: string
  to: string
  amount: bigint | null
  tokenId: bigint | null
  txFrom: string
  txTo: string | null
  txNonce: number
}

/**
 * The value a block moved: native value of each successful transaction (log index -1) and
 * every ERC-20 (3 topics, amount in data) and ERC-721 (4 topics, token id in topic 3)
 * `Transfer` log of successful transactions. Addresses are lower-case.
 */
export function extractTransfers(block: RpcBlock, receipts: readonly RpcReceipt[]): TransferRow[] {
  const rows: TransferRow[] = []
  for (const [tx, receipt] of succeededTransactions(block, receipts)) {
    const base = {
      txHash: tx.hash.toLowerCase(),
      txIndex: Number(tx.transactionIndex),
      txFrom: tx.from.toLowerCase(),
      txTo: (tx.to ?? receipt.contractAddress)?.toLowerCase() ?? null,
      txNonce: Number(tx.nonce),
    }
    const value = hexToBigInt(tx.value)
    if (value > 0n && base.txTo) {
      rows.push({
        ...base,
        logIndex: -1,
        kind: 'native',
        token: null,
        from: base.txFrom,
        to: base.txTo,
        amount: value,
        tokenId: null,
      })
    }
    for (const log of receipt.logs) {
      const [topic0, fromTopic, toTopic, idTopic] = log.topics
      if (topic0 !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
      const common = {
        ...base,
        logIndex: Number(log.logIndex),
        token: log.address.toLowerCase(),
        from: topicAddress(fromTopic),
        to: topicAddress(toTopic),
      }
      if (log.topics.length === 4 && idTopic) {
        rows.push({ ...common, kind: 'erc721', amount: null, tokenId: hexToBigInt(idTopic) })
      } else if (log.topics.length === 3 && log.data.length === 66) {
        rows.push({ ...common, kind: 'erc20', amount: hexToBigInt(log.data), tokenId: null })
      }
    }
  }
  return rows
}
