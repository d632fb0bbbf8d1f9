import { RPC_RANK_PING_TIMEOUT_MS, RPC_TIMEOUT_MS } from '@porthole/shared-protocol'
import { getHttpRpcClient } from 'viem/utils'
import { z } from 'zod'
import { chainIdOf } from '../chains/chainIdOf.ts'
import type { DataChain } from '../chains/DataChainSchema.ts'
import { createEndpointRanking, type EndpointRanking } from './createEndpointRanking.ts'
import { type JsonRpcCall, type JsonRpcResponse, JsonRpcResponseSchema } from './JsonRpcSchema.ts'
import { UpstreamUnavailableError } from './UpstreamUnavailableError.ts'

export type RpcUpstream = {
  /** Sends the calls as one batch to the best endpoint that answers; one answer per call. */
  send(calls: readonly JsonRpcCall[]): Promise<JsonRpcResponse[]>
  ranking: EndpointRanking
}

const BatchAnswerSchema = z.array(JsonRpcResponseSchema)

/**
 * A chain's endpoints (`rpcUrl`, then `rpcFallbackUrls`) behind one sender: tried in ranked
 * order, each once with SPEC §9's 10 s timeout. An endpoint that is down, times out, answers
 * an HTTP error or not one answer per call is skipped; a JSON-RPC error is the chain's answer
 * and goes back to the caller as it is.
 */
export function createRpcUpstream(chain: DataChain, rankIntervalMs: number): RpcUpstream {
  const endpoints = [chain.rpcUrl, ...chain.rpcFallbackUrls]
  const chainIdHex = `0x${chainIdOf(chain.caipNetworkId).toString(16)}`
  const clients = new Map(endpoints.map((url) => [url, getHttpRpcClient(url)]))
  const ranking = createEndpointRanking({
    endpoints,
    intervalMs: rankIntervalMs,
    ping: async (url) => {
      try {
        const answer = await clients.get(url)!.request({
          body: { method: 'eth_chainId' },
          timeout: RPC_RANK_PING_TIMEOUT_MS,
        })
        return answer.result === chainIdHex
      } catch {
        return false
      }
    },
  })

  // Upstream ids are the calls' positions, so a caller's repeated or null ids still match up.
  const sendTo = async (url: string, calls: readonly JsonRpcCall[]) => {
    const answer: unknown = await clients.get(url)!.request({
      body: calls.map((call, index) => ({ ...call, id: index })),
      timeout: RPC_TIMEOUT_MS,
    })
    const answers = new Map(BatchAnswerSchema.parse(answer).map((a) => [a.id, a]))
    return calls.map((call, index) => {
      const found = answers.get(index)
      if (!found) throw new Error(`${url} left a call unanswered`)
      return { ...found, id: call.id }
    })
  }

  return {
    ranking,
    async send(calls) {
      let lastError: unknown
      for (const url of ranking.order()) {
        try {
          return await sendTo(url, calls)
        } catch (error) {
          lastError = error
        }
      }
      throw new UpstreamUnavailableError(chain.caipNetworkId, { cause: lastError })
    },
  }
}
