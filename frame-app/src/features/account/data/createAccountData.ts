import type { HistoryItem, Nft, TokenBalance } from '@porthole/shared-protocol/dataApi'
import { parseUnits } from 'viem'
import { createActor } from 'xstate'
import type { AccountDataDeps } from './AccountDataDeps.ts'
import { createAccountListMachine, type FetchPage } from './accountListMachine.ts'
import { accountTabMachine } from './accountTabMachine.ts'
import { readWalletAssets } from './readWalletAssets.ts'
import { UnreadNftsError } from './UnreadNftsError.ts'
import { UnservedNetworkError } from './UnservedNetworkError.ts'
import { watchAccountData } from './watchAccountData.ts'

const unavailable = (): Promise<never> =>
  Promise.reject(new Error('The Data API is not configured'))

/**
 * The Account view's data, one list actor per tab over the Data API (Tokens from the wallet
 * when it answers `wallet_getAssets`), and the selected tab; on a network the data service does
 * not serve, NFTs and Activity are empty and Tokens fails (SPEC §5, §8) without a data call,
 * kept in step with the connection (`watchAccountData`). Without an api each fetch fails (the
 * panels show their unavailable state).
 */
export function createAccountData(deps: AccountDataDeps, now: () => number = Date.now) {
  const { api } = deps
  // The wallet's own asset list when it declares one (EIP-7811), else the balance service.
  const tokens: FetchPage<TokenBalance> = async (key) => {
    const connector = deps.connection.getSnapshot().context.current?.connector
    const fromWallet = connector ? await readWalletAssets(connector, key, deps.report) : null
    if (fromWallet) return { items: fromWallet, next: null }
    if (!api) return unavailable()
    // SPEC §8: on a network the data service does not serve, Tokens says its balance is
    // unavailable (no request made); the header's native balance still reads from the chain.
    if (!(await api.servesChain(key.chainId))) throw new UnservedNetworkError(key.chainId)
    const [cached, onChain] = await Promise.all([
      api.getBalances(key.address, key.chainId),
      deps.nativeOnChain(key).catch(() => null),
    ])
    const native = cached.find((token) => token.address === undefined)
    const listed = native
      ? parseUnits(native.quantity.numeric, Number(native.quantity.decimals))
      : 0n
    if (onChain === null || onChain === listed) return { items: cached, next: null }
    // The chain (Account's header) says the coin balance moved since the api cached it: one
    // source for the account, so Tokens and Send read past the cache (SPEC §7 forceUpdate).
    const fresh = await api.getBalances(key.address, key.chainId, { forceUpdate: true })
    return { items: fresh, next: null }
  }
  const activity: FetchPage<HistoryItem> = async ({ address, chainId }, cursor) => {
    if (!api) return unavailable()
    const onramp = deps.onramp() ? 'coinbase' : undefined
    const page = await api.getHistory(address, chainId, cursor ?? undefined, onramp)
    return { items: page.data, next: page.next }
  }
  const nfts: FetchPage<Nft> = async ({ address, chainId }) => {
    if (!api) return unavailable()
    // Bitcoin is served for balance and history, but no ordinals: "NFTs Unavailable", no request.
    if (chainId.startsWith('bip122:')) throw new UnreadNftsError(chainId)
    return { items: await api.getNfts(address, chainId), next: null }
  }
  const data = {
    tab: createActor(accountTabMachine).start(),
    tokens: createActor(createAccountListMachine(tokens, now)).start(),
    activity: createActor(createAccountListMachine(activity, now)).start(),
    nfts: createActor(createAccountListMachine(nfts, now)).start(),
  }
  watchAccountData(deps, data)
  return data
}
export type AccountData = ReturnType<typeof createAccountData>
/** The Account tabs backed by a list actor. */
export type AccountListKind = 'tokens' | 'nfts' | 'activity'
