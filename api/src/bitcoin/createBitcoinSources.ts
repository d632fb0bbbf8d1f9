import type { AppDeps } from '../AppEnv.ts'
import { type BitcoinDataChainInput, BitcoinDataChainsSchema } from './BitcoinDataChainSchema.ts'
import { createEsploraSource } from './createEsploraSource.ts'

/**
 * One Esplora data source per configured Bitcoin network (checked first), with the coin its
 * BTC is priced as, by CAIP-2 id.
 */
export function createBitcoinSources(
  chains: readonly BitcoinDataChainInput[] = [],
): AppDeps['bitcoinSources'] {
  return new Map(
    BitcoinDataChainsSchema.parse(chains).map((chain) => [
      chain.caipNetworkId,
      { source: createEsploraSource(chain), pricedAs: chain.pricedAs },
    ]),
  )
}
