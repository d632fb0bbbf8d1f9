import type { ErrorData, Network } from '@porthole/shared-protocol'
import { BALANCE_RETRY_MS, toErrorData } from '@porthole/shared-protocol'

/** SPEC §9: after a failed balance fetch, no new attempt for 30 s. */
export { BALANCE_RETRY_MS }

/** SPEC §3 token balance item (native only here: no `address`). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  quantity: { decimals: string; numeric: bigint }
}

export type BalanceState = {
  loading: boolean
  balances: TokenBalance[]
  /** When the last failure happened; null after a success (SPEC §3 `lastRetry`). */
  lastRetry: number | null
  error: ErrorData | null
}

const INITIAL: BalanceState = { loading: false, balances: [], lastRetry: null, error: null }

/**
 * The account's native balance (SPEC §4 token balance fetch): sets loading; skips and returns
 * an empty list when the last failure was under 30 s ago; on failure records the retry time and
 * the error (the view shows 'Token Balance Unavailable'); on success clears the retry time.
 * One balance per account: a fetch for another address or network first forgets the last
 * one's balance and back-off, so the header never shows one account's coins under another.
 */
export function createBalanceStore(options: {
  getBalance: (network: Network, address: string) => Promise<bigint>
  now?: () => number
}) {
  const now = options.now ?? Date.now
  let state = INITIAL
  let generation = 0
  let account = ''
  const listeners = new Set<() => void>()
  const set = (next: Partial<BalanceState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async fetch(network: Network, address: string): Promise<TokenBalance[]> {
      const key = `${network.caipNetworkId}|${address.toLowerCase()}`
      if (key !== account) {
        account = key
        state = INITIAL
      }
      if (state.lastRetry !== null && now() - state.lastRetry < BALANCE_RETRY_MS) return []
      const mine = ++generation
      set({ loading: true })
      try {
        const value = await options.getBalance(network, address)
        const balances = [
          {
            name: network.nativeCurrency.name,
            symbol: network.nativeCurrency.symbol,
            chainId: network.caipNetworkId,
            quantity: { decimals: String(network.nativeCurrency.decimals), numeric: value },
          },
        ]
        if (mine === generation) set({ loading: false, balances, lastRetry: null, error: null })
        return balances
      } catch (error) {
        if (mine === generation)
          set({ loading: false, balances: [], lastRetry: now(), error: toErrorData(error) })
        return []
      }
    },
    /** Disconnect: forget the balance and the back-off. */
    reset() {
      generation++
      set(INITIAL)
    },
  }
}
export type BalanceStore = ReturnType<typeof createBalanceStore>
