import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import type { RpcTarget } from './RpcTarget.ts'
import { SOLANA_RPC_METHODS } from './solanaRpcMethods.ts'

/** A Solana CAIP-2 reference is the first 32 characters of the cluster's genesis hash. */
const REFERENCE_LENGTH = 32

/**
 * A Solana cluster (SOLANA_DATA_CHAINS) behind the chain RPC service: pinged with `getHealth`
 * (a node that fell behind the cluster answers an error) and `getGenesisHash`, which must start
 * with the cluster's CAIP-2 reference (an endpoint of another cluster ranks with the ones that
 * are down).
 */
export function solanaRpcTarget(chain: SolanaDataChain): RpcTarget {
  const reference = chain.caipNetworkId.slice('solana:'.length)
  return {
    caipNetworkId: chain.caipNetworkId,
    endpoints: [chain.rpcUrl, ...chain.rpcFallbackUrls],
    methods: SOLANA_RPC_METHODS,
    ping: {
      calls: [{ method: 'getHealth' }, { method: 'getGenesisHash' }],
      healthy: ([health, genesisHash]) =>
        health === 'ok' &&
        typeof genesisHash === 'string' &&
        genesisHash.slice(0, REFERENCE_LENGTH) === reference,
    },
  }
}
