import { createActor } from 'xstate'
import type { HistoryItem, Nft, TokenBalance } from '../../api/AccountDataSchemas.ts'
import type { DataApi } from '../../api/createDataApi.ts'
import { type AccountKey, createAccountListMachine, type FetchPage } from './accountListMachine.ts'
import { accountTabMachine } from './accountTabMachine.ts'

const unavailable = (): Promise<never> =>
  Promise.reject(new Error('The Data API is not configured'))

/**
 * The Account view's data, one list actor per tab over the Data API, and the selected tab.
 * Without an api each fetch fails (the views show their unavailable state).
 */
export function createAccountData(api: DataApi | null, now: () => number = Date.now) {
  const tokens: FetchPage<TokenBalance> = async ({ address, chainId }) =>
    api ? { items: await api.getBalances(address, chainId), next: null } : unavailable()
  const activity: FetchPage<HistoryItem> = async ({ address, chainId }, cursor) => {
    if (!api) return unavailable()
    const page = await api.getHistory(address, chainId, cursor ?? undefined)
    return { items: page.data, next: page.next }
  }
  const nfts: FetchPage<Nft> = async ({ address, chainId }) =>
    api ? { items: await api.getNfts(address, chainId), next: null } : unavailable()
  return {
    tab: createActor(accountTabMachine).start(),
    tokens: createActor(createAccountListMachine(tokens, now)).start(),
    activity: createActor(createAccountListMachine(activity, now)).start(),
    nfts: createActor(createAccountListMachine(nfts, now)).start(),
  }
}
export type AccountData = ReturnType<typeof createAccountData>
export type { AccountKey }
