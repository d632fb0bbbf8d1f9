import type { RpcRequest } from '@porthole/shared-protocol'

/** Reads from a chain's own RPC endpoints (not through the wallet). Loaded lazily per namespace. */
export type ChainClient = {
  /** A raw read-only JSON-RPC request (eth_call, eth_getBalance, ...). */
  request(request: RpcRequest): Promise<unknown>
  getBalance(address: string): Promise<bigint>
  getGasPrice(): Promise<bigint>
  /** Resolves with the receipt's status, or 'timeout' after `timeoutMs`. */
  waitForReceipt(hash: string, timeoutMs: number): Promise<'success' | 'reverted' | 'timeout'>
}
