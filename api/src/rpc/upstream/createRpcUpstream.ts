import { RPC_RANK_PING_TIMEOUT_MS, RPC_TIMEOUT_MS } from '@porthole/shared-protocol'
import { getHttpRpcClient } from 'viem/utils'
import { z } from 'zod'
import { type JsonRpcCall, type JsonRpcResponse, JsonRpcResponseSchema } from '../JsonRpcSchema.ts'
import type { PingCall, RpcTarget } from '../RpcTarget.ts'
import { createEndpointRanking, type EndpointRanking } from './createEndpointRanking.ts'
import { UpstreamUnavailableError } from './UpstreamUnavailableError.ts'

export type RpcUpstream = {
  /** Sends the calls as one batch to the best endpoint that answers; one answer per call. */
  send(calls: readonly JsonRpcCall[]): Promise<JsonRpcResponse[]>
  /** The methods this network forwards (`RpcTarget.methods`). */
  methods: ReadonlySet<string>
  ranking: EndpointRanking
}

const BatchAnswerSchema = z.array(JsonRpcResponseSchema)

/**
 * A network's endpoints (`rpcUrl`, then `rpcFallbackUrls`) behind one sender: tried in ranked
 * order, each once with SPEC §9's 10 s timeout (`timeoutMs`). An endpoint that is down, times out, answers
 * an HTTP error, something other than JSON-RPC, or not one answer per call is skipped; a
 * JSON-RPC error is the chain's answer and goes back to the caller as it is. EVM chains and
 * Solana clusters alike (`RpcTarget`); the api's own chain reads go through it too.
 */
export function createRpcUpstream(
  target: RpcTarget,
  rankIntervalMs: number,
  timeoutMs: number = RPC_TIMEOUT_MS,
): RpcUpstream {
  const { endpoints } = target
  const clients = new Map(endpoints.map((url) => [url, getHttpRpcClient(url)]))

  // Upstream ids are the calls' positions, so a caller's repeated or null ids still match up.
  const post = async (url: string, calls: readonly PingCall[], timeout: number) => {
    const answer: unknown = await clients.get(url)!.request({
      body: calls.map((call, index) => ({ ...call, jsonrpc: '2.0' as const, id: index })),
      timeout,
    })
    // An answer with neither a result nor an error is not one (a proxy's stray JSON).
    const answered =
      Array.isArray(answer) &&
      answer.every((a) => typeof a === 'object' && a !== null && ('result' in a || 'error' in a))
    if (!answered) throw new Error(`${url} answered something other than JSON-RPC`)
    const answers = new Map(BatchAnswerSchema.parse(answer).map((a) => [a.id, a]))
    return calls.map((_, index) => {
      const found = answers.get(index)
      if (!found) throw new Error(`${url} left a call unanswered`)
      return found
    })
  }

  const ranking = createEndpointRanking({
    endpoints,
    intervalMs: rankIntervalMs,
    ping: async (url) => {
      try {
        const answers = await post(url, target.ping.calls, RPC_RANK_PING_TIMEOUT_MS)
        return (
          answers.every((answer) => !answer.error) &&
          target.ping.healthy(answers.map((answer) => answer.result))
        )
      } catch {
        return false
      }
    },
  })

  return {
    ranking,
    methods: target.methods,
    async send(calls) {
      let lastError: unknown
      for (const url of ranking.order()) {
        try {
          const answers = await post(url, calls, timeoutMs)
          return answers.map((answer, index) => ({ ...answer, id: calls[index]!.id }))
        } catch (error) {
          lastError = error
        }
      }
      throw new UpstreamUnavailableError(target.caipNetworkId, { cause: lastError })
    },
  }
}
