import { type BitcoinDataChainInput, BitcoinDataChainsSchema } from './BitcoinDataChainSchema.ts'
import type { BitcoinDataSource } from './BitcoinDataSource.ts'
import { createEsploraSource } from './createEsploraSource.ts'

/** One Esplora data source per configured Bitcoin network, by CAIP-2 id (checked first). */
export function createBitcoinSources(
  chains: readonly BitcoinDataChainInput[] = [],
): ReadonlyMap<string, BitcoinDataSource> {
  return new Map(
    BitcoinDataChainsSchema.parse(chains).map((chain) => [
      chain.caipNetworkId,
      createEsploraSource(chain),
    ]),
  )
}
