import type { Hex } from 'viem'
import type { ChainClient } from '../../chains/ChainClient.ts'
import { ReceiptSchema, type RpcReceipt } from './callsSchemas.ts'

/** A transaction's receipt from the chain's own RPC: null while it is not onchain (or unreadable). */
export async function readCallsReceipt(chain: ChainClient, hash: Hex): Promise<RpcReceipt | null> {
  const raw = await chain.request({ method: 'eth_getTransactionReceipt', params: [hash] })
  if (!raw) return null
  const parsed = ReceiptSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** The fields EIP-5792's `wallet_getCallsStatus` gives per receipt. */
export function toCallsReceipt(receipt: RpcReceipt) {
  const { status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
  const logs = receipt.logs.map(({ address, data, topics }) => ({ address, data, topics }))
  return { logs, status, blockHash, blockNumber, gasUsed, transactionHash }
}
