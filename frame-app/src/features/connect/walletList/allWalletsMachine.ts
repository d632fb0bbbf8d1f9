import { WALLET_PAGE_SIZE, WALLET_SEARCH_LIMIT } from '@porthole/shared-protocol'
import { assign, fromPromise, setup } from 'xstate'
import type { WalletQuery } from '../../../api/createDataApi.ts'
import type { RegistryWallet, WalletPage } from '../../../api/WalletPageSchema.ts'
import { featuredRank } from './featuredRank.ts'

/** SPEC §9: wallet pages of 40, search limited to 100 results. */
export { WALLET_PAGE_SIZE, WALLET_SEARCH_LIMIT }
export const SEARCH_DEBOUNCE_MS = 250

export type WalletFilters = Pick<WalletQuery, 'include' | 'exclude' | 'featured' | 'chains'>

export type AllWalletsInput = {
  fetchPage: (query: WalletQuery, signal: AbortSignal) => Promise<WalletPage>
  filters: WalletFilters
}

export type AllWalletsContext = AllWalletsInput & {
  /** The search the shown wallets answer (trimmed). */
  search: string
  wallets: RegistryWallet[]
  /** Matches the api reports (capped for a search). */
  count: number
  page: number
  error: unknown
}

export type AllWalletsEvent =
  | { type: 'SEARCH'; search: string }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }

/** Wallets of `next` appended to `wallets`, each id once, at most `cap`. */
export function mergeWallets(
  wallets: readonly RegistryWallet[],
  next: readonly RegistryWallet[],
  cap: number,
): RegistryWallet[] {
  const seen = new Set(wallets.map((wallet) => wallet.id))
  const merged = [...wallets]
  for (const wallet of next) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    merged.push(wallet)
  }
  return merged.slice(0, cap)
}

/** Featured wallets (by id or rdns) first, in the configured order; the rest keep the api's order. */
export function orderFeatured(
  wallets: readonly RegistryWallet[],
  featured: readonly string[] = [],
): RegistryWallet[] {
  const rank = (wallet: RegistryWallet) => {
    const index = featuredRank(featured, wallet)
    return index === -1 ? featured.length : index
  }
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .map(({ wallet }) => wallet)
}

const capFor = (search: string) => (search ? WALLET_SEARCH_LIMIT : Number.POSITIVE_INFINITY)

/** More pages exist: fewer wallets shown than the api counted (and under the search cap). */
export function hasMore(context: AllWalletsContext): boolean {
  return context.wallets.length < Math.min(context.count, capFor(context.search))
}

type FetchInput = { context: AllWalletsContext; page: number }

/**
 * The AllWallets registry list: loading (page 1, as soon as it starts) → loaded ⇄ loadingMore (next page
 * merged, de-duplicated) and error (retry). A search waits `SEARCH_DEBOUNCE_MS`, then restarts
 * paging; leaving a loading state stops its fetch (aborted), so a stale answer never lands.
 */
export const allWalletsMachine = setup({
  types: {
    input: {} as AllWalletsInput,
    context: {} as AllWalletsContext,
    events: {} as AllWalletsEvent,
  },
  actors: {
    fetchPage: fromPromise<WalletPage, FetchInput>(({ input, signal }) => {
      const { context, page } = input
      return context.fetchPage(
        {
          ...context.filters,
          page,
          entries: WALLET_PAGE_SIZE,
          ...(context.search ? { search: context.search } : {}),
        },
        signal,
      )
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasMore: ({ context }) => hasMore(context),
    hasWallets: ({ context }) => context.wallets.length > 0,
  },
  actions: {
    setSearch: assign({
      search: ({ event }) => (event.type === 'SEARCH' ? event.search.trim() : ''),
    }),
  },
}).createMachine({
  id: 'allWallets',
  initial: 'loading',
  context: ({ input }) => ({ ...input, search: '', wallets: [], count: 0, page: 0, error: null }),
  on: {
    SEARCH: {
      guard: ({ context, event }) => event.search.trim() !== context.search,
      target: '.debouncing',
      actions: 'setSearch',
      reenter: true,
    },
  },
  states: {
    debouncing: { after: { debounce: 'loading' } },
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ context, page: 1 }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            wallets: orderFeatured(
              mergeWallets([], event.output.data, capFor(context.search)),
              context.filters.featured,
            ),
            count: event.output.count,
            page: 1,
            error: null,
          })),
        },
        onError: {
          target: 'error',
          actions: assign({ wallets: [], count: 0, page: 0, error: ({ event }) => event.error }),
        },
      },
    },
    loaded: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ context, page: context.page + 1 }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            wallets: mergeWallets(context.wallets, event.output.data, capFor(context.search)),
            // An empty page ends paging even if the count said otherwise.
            count: event.output.data.length === 0 ? context.wallets.length : event.output.count,
            page: context.page + 1,
            error: null,
          })),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    error: {
      on: {
        RETRY: [{ guard: 'hasWallets', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
  },
})
