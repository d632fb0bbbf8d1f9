import { MULTICALL_BATCH_BYTES, RPC_TIMEOUT_MS } from '@porthole/shared-protocol'
import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { chainIdOf } from './chainIdOf.ts'
import type { DataChain } from './DataChainSchema.ts'

/** SPEC §9: multicall batches of 1024 bytes; HTTP RPC timeout 10 s. */
export { MULTICALL_BATCH_BYTES, RPC_TIMEOUT_MS }

/**
 * A viem public client for a data chain: multicall without a deployed Multicall3 (deployless),
 * batches of SPEC §9's size, no response cache (pollers must see the tip as it is).
 */
export function createChainReader(chain: DataChain): PublicClient {
  const viemChain: Chain = defineChain({
    id: chainIdOf(chain.caipNetworkId),
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createPublicClient({
    chain: viemChain,
    transport: http(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
    batch: { multicall: { batchSize: MULTICALL_BATCH_BYTES, deployless: true } },
    cacheTime: 0,
  })
}
