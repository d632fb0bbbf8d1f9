import { chainIdOf } from '../chains/chainIdOf.ts'
import type { DataChain } from '../chains/DataChainSchema.ts'
import type { RpcTarget } from './RpcTarget.ts'
import { RPC_PROXY_METHODS } from './rpcMethods.ts'

/**
 * An EVM data chain behind the chain RPC service: pinged with `eth_chainId`, whose answer must
 * name the chain (an endpoint of another chain ranks with the ones that are down).
 */
export function evmRpcTarget(chain: DataChain): RpcTarget {
  const chainIdHex = `0x${chainIdOf(chain.caipNetworkId).toString(16)}`
  return {
    caipNetworkId: chain.caipNetworkId,
    endpoints: [chain.rpcUrl, ...chain.rpcFallbackUrls],
    methods: RPC_PROXY_METHODS,
    ping: {
      calls: [{ method: 'eth_chainId' }],
      healthy: ([chainId]) => chainId === chainIdHex,
    },
  }
}
