import { InternalRpcError } from '@porthole/shared-protocol'
import { base58, base64 } from '@scure/base'
import type { ChainClient } from '../../../chains/ChainClient.ts'

/**
 * Sends a signed Solana transaction (base64 wire bytes) on the cluster's JSON-RPC
 * (`sendTransaction`, with preflight) and answers its signature as Wallet Standard's
 * `signAndSendTransaction` does: the 64 bytes, here as base64.
 */
export async function sendSolanaTransaction(client: ChainClient, signed: string): Promise<string> {
  const answer = await client.request({
    method: 'sendTransaction',
    params: [signed, { encoding: 'base64', preflightCommitment: 'confirmed' }],
  })
  const bytes = typeof answer === 'string' ? base58.decode(answer) : null
  if (bytes?.length !== 64)
    throw new InternalRpcError('The cluster answered no transaction signature.')
  return base64.encode(bytes)
}
