import type { Network, RpcRequest } from '@porthole/shared-protocol'
import { InternalRpcError, InvalidParamsRpcError, RPC_TIMEOUT_MS } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { ChainClient } from '../ChainClient.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'

const POLL_MS = 400
const LAMPORTS_PER_SIGNATURE = 5000n

const Answer = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})
const Balance = z.object({ value: z.number() })
const Statuses = z.object({
  value: z.array(z.nullable(z.object({ err: z.nullable(z.unknown()) }))),
})

/**
 * Reads from a Solana cluster's JSON-RPC (the network's first RPC URL): SOL balances in
 * lamports, raw requests, and a signature's outcome. Loaded lazily, only for solana networks.
 */
export function createSolanaChainClient(network: Network): ChainClient {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new InvalidParamsRpcError(`${network.name} has no RPC URL.`)
  async function request({ method, params }: RpcRequest): Promise<unknown> {
    const response = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    const answer = Answer.parse(await response.json())
    if (answer.error) throw new InternalRpcError(answer.error.message)
    return answer.result
  }
  return {
    request,
    async getBalance(address) {
      if (!isSolanaAddress(address))
        throw new InvalidParamsRpcError(`${address} is not a Solana address.`)
      const { value } = Balance.parse(await request({ method: 'getBalance', params: [address] }))
      return BigInt(value)
    },
    getGasPrice: async () => LAMPORTS_PER_SIGNATURE,
    async waitForReceipt(signature, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const { value } = Statuses.parse(
          await request({ method: 'getSignatureStatuses', params: [[signature]] }),
        )
        const status = value[0]
        if (status) return status.err === null ? 'success' : 'reverted'
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      return 'timeout'
    },
  }
}
