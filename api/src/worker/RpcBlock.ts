import type { Hex } from 'viem'

/** The JSON-RPC shapes the indexer reads: a block with its transactions, their receipts and logs. */
export type RpcTransaction = {
  hash: Hex
  from: Hex
  to: Hex | null
  value: Hex
  nonce: Hex
  transactionIndex: Hex
}
export type RpcLog = { address: Hex; topics: Hex[]; data: Hex; logIndex: Hex }
export type RpcReceipt = {
  transactionHash: Hex
  status: Hex
  contractAddress: Hex | null
  logs: RpcLog[]
}
export type RpcBlock = {
  number: Hex
  hash: Hex
  parentHash: Hex
  timestamp: Hex
  transactions: RpcTransaction[]
}
