import type { PublicClient } from 'viem'
import { createChainReader } from './createChainReader.ts'
import type { DataChain } from './DataChainSchema.ts'

export type ChainEntry = { chain: DataChain; reader: PublicClient }

/** The chains one app serves, by CAIP-2 id, each with its reader (built once). */
export type ChainRegistry = {
  list: readonly ChainEntry[]
  /** undefined for a network the data service does not support (SPEC §8: empty results). */
  get(caipNetworkId: string): ChainEntry | undefined
}

export function createChainRegistry(chains: readonly DataChain[]): ChainRegistry {
  const entries = new Map(
    chains.map((chain) => [chain.caipNetworkId, { chain, reader: createChainReader(chain) }]),
  )
  return { list: [...entries.values()], get: (id) => entries.get(id) }
}
