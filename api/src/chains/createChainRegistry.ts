import type { PublicClient } from 'viem'
import type { RpcUpstream } from '../rpc/upstream/createRpcUpstream.ts'
import { createChainReader } from './createChainReader.ts'
import type { DataChain } from './DataChainSchema.ts'

export type ChainEntry = { chain: DataChain; reader: PublicClient }

/** The chains one app serves, by CAIP-2 id, each with its reader (built once). */
export type ChainRegistry = {
  list: readonly ChainEntry[]
  /** undefined for a network the data service does not support (SPEC §8: empty results). */
  get(caipNetworkId: string): ChainEntry | undefined
}

/**
 * `upstreamOf` gives each chain's reader the endpoints, ranking included, that the chain RPC
 * service uses too (the api shares one per network); without it, each reader ranks its own.
 */
export function createChainRegistry(
  chains: readonly DataChain[],
  upstreamOf?: (chain: DataChain) => RpcUpstream | undefined,
): ChainRegistry {
  const entries = new Map(
    chains.map((chain) => [
      chain.caipNetworkId,
      { chain, reader: createChainReader(chain, upstreamOf?.(chain)) },
    ]),
  )
  return { list: [...entries.values()], get: (id) => entries.get(id) }
}
