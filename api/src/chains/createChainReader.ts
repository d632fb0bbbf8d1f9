import {
  MULTICALL_BATCH_BYTES,
  RPC_POLLING_INTERVAL_MS,
  RPC_TIMEOUT_MS,
} from '@porthole/shared-protocol'
import {
  type Chain,
  createPublicClient,
  custom,
  defineChain,
  type PublicClient,
  RpcRequestError,
} from 'viem'
import { evmRpcTarget } from '../rpc/evmRpcTarget.ts'
import { createRpcUpstream, type RpcUpstream } from '../rpc/upstream/createRpcUpstream.ts'
import { chainIdOf } from './chainIdOf.ts'
import type { DataChain } from './DataChainSchema.ts'

/** SPEC §9: multicall batches of 1024 bytes; HTTP RPC timeout 10 s. */
export { MULTICALL_BATCH_BYTES, RPC_TIMEOUT_MS }

/**
 * A viem public client for a data chain: multicall without a deployed Multicall3 (deployless),
 * batches of SPEC §9's size, no response cache (pollers must see the tip as it is). Its calls
 * go through `upstream` (by default one of its own): the chain's endpoints in ranked order,
 * each given SPEC §9's 10 s once, so an endpoint that is down, stalls or answers garbage is
 * passed over, and when none answers the read fails with UpstreamUnavailableError as its cause
 * (docs/decisions/0230).
 */
export function createChainReader(
  chain: DataChain,
  upstream: RpcUpstream = createRpcUpstream(evmRpcTarget(chain), RPC_POLLING_INTERVAL_MS),
): PublicClient {
  const viemChain: Chain = defineChain({
    id: chainIdOf(chain.caipNetworkId),
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const call = { jsonrpc: '2.0' as const, id: 0, method, params: params as unknown[] }
    const [answer] = await upstream.send([call])
    // The chain's own error (a revert, a bad parameter) reads as it would from one endpoint.
    if (answer?.error) throw new RpcRequestError({ body: call, error: answer.error, url: '' })
    return answer?.result
  }
  return createPublicClient({
    chain: viemChain,
    // The upstream has tried every endpoint already: a retry would only double the wait.
    transport: custom({ request }, { retryCount: 0 }),
    batch: { multicall: { batchSize: MULTICALL_BATCH_BYTES, deployless: true } },
    cacheTime: 0,
  })
}
