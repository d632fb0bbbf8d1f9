import type { AppDeps } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { SolanaAddressSchema } from '../chains/SolanaDataChainSchema.ts'
import { parseInput } from '../input/parseInput.ts'
import { readBitcoinHistory } from './readBitcoinHistory.ts'
import type { HistoryPage, HistoryQuery } from './schemas.ts'
import { withOnrampPurchases } from './withOnrampPurchases.ts'

/** The page of `account`'s history that `GET /v1/account/{account}/history` answers. */
export async function readHistoryPage(deps: AppDeps, account: string, query: HistoryQuery) {
  const solana = deps.solanaChains.get(query.chainId)
  if (solana) {
    const owner = parseInput(SolanaAddressSchema, account, 'path')
    return deps.solanaHistory.history(solana, owner, query.cursor)
  }
  const bitcoin = deps.bitcoinSources.get(query.chainId)
  if (bitcoin)
    return readBitcoinHistory(
      { source: bitcoin.source, clock: deps.clock },
      query.chainId,
      account,
      query.cursor,
    )
  const entry = deps.chains.get(query.chainId)
  const empty: HistoryPage = { data: [], next: null }
  // Another namespace the api does not serve: nothing to list, whatever the address's form.
  if (!entry && !query.chainId.startsWith('eip155:')) return empty
  const address = parseInput(EvmAddressSchema, account, 'path')
  const page = entry
    ? await deps.historySources(entry).history(entry, address, query.cursor)
    : empty
  if (query.onramp !== 'coinbase') return page
  const chainId = Number(query.chainId.split(':')[1])
  const input = { account: address, chain: query.chainId, chainId, cursor: query.cursor }
  return withOnrampPurchases(deps, input, page)
}
