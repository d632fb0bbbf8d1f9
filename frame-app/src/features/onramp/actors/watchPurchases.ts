import { fromCallback } from 'xstate'

/** An on-ramp purchase as the account's history lists it (`operationType: 'buy'`). */
export type Purchase = { hash: string; status: string; quantity: string }

export type WatchPurchasesInput = {
  /** The account's purchases on the network, from its history with the `onramp` parameter. */
  read: () => Promise<Purchase[]>
  /** Hashes of the purchases listed before this one began. */
  seen: readonly string[]
  intervalMs: number
}

/**
 * Polls the account's history until a purchase not in `seen` is confirmed, then sends
 * `ARRIVED` with its quantity (a decimal string). Read errors are retried on the next tick;
 * the poll stops when the state is left.
 */
export const watchPurchases = fromCallback<{ type: 'noop' }, WatchPurchasesInput>(
  ({ input, sendBack }) => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const seen = new Set(input.seen.map((hash) => hash.toLowerCase()))
    const tick = async () => {
      const purchases = await input.read().catch(() => [])
      if (stopped) return
      const landed = purchases.find(
        (p) => p.status === 'confirmed' && p.hash && !seen.has(p.hash.toLowerCase()),
      )
      if (landed) {
        sendBack({ type: 'ARRIVED', received: landed.quantity })
        return
      }
      timer = setTimeout(tick, input.intervalMs)
    }
    timer = setTimeout(tick, input.intervalMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  },
)
