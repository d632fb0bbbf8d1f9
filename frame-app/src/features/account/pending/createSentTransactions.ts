import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import type { AccountKey } from '../data/accountListMachine.ts'

export type SentStatus = HistoryItem['metadata']['status']
export type SentTransaction = { key: AccountKey; item: HistoryItem }

const sameKey = (a: AccountKey, b: AccountKey) =>
  a.address.toLowerCase() === b.address.toLowerCase() && a.chainId === b.chainId

/**
 * Transfers sent from this frame, as Activity items: pending from the moment the wallet returns
 * the hash, then confirmed or failed when the chain says so. They live as long as the frame, so
 * closing and reopening the modal keeps them; Activity shows those the Data API does not list
 * (yet, or ever: a reverted transfer moves no token, so no indexer lists it).
 */
export function createSentTransactions() {
  const state = { list: [] as SentTransaction[], last: null as SentTransaction | null }
  const listeners = new Set<() => void>()
  const changed = (entry: SentTransaction) => {
    state.last = entry
    for (const listener of listeners) listener()
  }
  return {
    /** Newest first; a new array on every change. */
    getSnapshot: (): readonly SentTransaction[] => state.list,
    /** The entry that changed last (for the live region). */
    lastChange: () => state.last,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The items of one account on one network, newest first. */
    itemsFor: (key: AccountKey) =>
      state.list.filter((entry) => sameKey(entry.key, key)).map((entry) => entry.item),
    add(key: AccountKey, item: HistoryItem) {
      const entry = { key, item }
      state.list = [entry, ...state.list.filter((e) => e.item.id !== item.id)]
      changed(entry)
    },
    /** Records the chain's verdict; an unknown hash or a settled transfer is left as it is. */
    settle(hash: string, status: Exclude<SentStatus, 'pending'>) {
      const found = state.list.find((e) => e.item.id === hash)
      if (found?.item.metadata.status !== 'pending') return
      const entry = {
        key: found.key,
        item: { ...found.item, metadata: { ...found.item.metadata, status } },
      }
      state.list = state.list.map((e) => (e === found ? entry : e))
      changed(entry)
    },
  }
}
export type SentTransactions = ReturnType<typeof createSentTransactions>
