import { z } from 'zod'
import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import { UpstreamError } from '../errors.ts'

const RpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

const TIMEOUT_MS = 10_000

/**
 * One JSON-RPC call to `chain`'s node, its result parsed with `schema`. An unreachable node,
 * a JSON-RPC error or an answer of another shape throws `UpstreamError` (502) naming the method.
 */
export async function callSolanaRpc<S extends z.ZodType>(
  chain: SolanaDataChain,
  method: string,
  params: unknown[],
  schema: S,
): Promise<z.output<S>> {
  const failed = (details: string, cause?: unknown) =>
    new UpstreamError(`The Solana RPC of ${chain.name} failed (${method}).`, { details, cause })
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw failed('unreachable', cause)
  })
  if (!response.ok) throw failed(`HTTP ${response.status}`)
  const answer = RpcAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw failed('not a JSON-RPC answer')
  if ('error' in answer.data) throw failed(answer.data.error.message)
  const result = schema.safeParse(answer.data.result)
  if (!result.success) throw failed('unexpected result shape', result.error)
  return result.data
}
