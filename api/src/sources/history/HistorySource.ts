import type { Address } from 'viem'
import type { ChainEntry } from '../../chains/createChainRegistry.ts'
import type { HistoryPage } from '../../history/schemas.ts'

/**
 * Where an address's transaction history comes from: the api's own indexer, or an
 * Etherscan-compatible explorer for large chains. `cursor` is the `next` of the page before.
 */
export type HistorySource = {
  history(entry: ChainEntry, address: Address, cursor: string | undefined): Promise<HistoryPage>
}
