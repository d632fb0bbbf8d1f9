import { fromCallback } from 'xstate'

/** An on-ramp purchase as the account's history lists it (`operationType: 'buy'`). */
export type Purchase = { id: string; hash: string; status: string; quantity: string }

/** How `seen` names a purchase: its transaction, or its history id when it has none (failed). */
export const purchaseKey = (purchase: Purchase) => (purchase.hash || purchase.id).toLowerCase()

export type WatchPurchasesInput = {
  /** The account's purchases on the network, from its history with the `onramp` parameter. */
  read: () => Promise<Purchase[]>
  /** The purchases listed before this one began (`purchaseKey`). */
  seen: readonly string[]
  intervalMs: number
}

/**
 * Polls the account's history until a purchase not in `seen` is confirmed, then sends
 * `ARRIVED` with its quantity (a decimal string), or until one failed (the provider declined
 * the payment), then sends `FAILED`. Read errors are retried on the next tick; the poll stops
 * when the state is left.
 */
export const watchPurchases = fromCallback<{ type: 'noop' }, WatchPurchasesInput>(
  ({ input, sendBack }) => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const seen = new Set(input.seen.map((key) => key.toLowerCase()))
    const tick = async () => {
      const purchases = await input.read().catch(() => [])
      if (stopped) return
      const fresh = purchases.filter((p) => !seen.has(purchaseKey(p)))
      const landed = fresh.find((p) => p.status === 'confirmed' && p.hash)
      if (landed) {
        sendBack({ type: 'ARRIVED', received: landed.quantity })
        return
      }
      if (fresh.some((p) => p.status === 'failed')) {
        sendBack({ type: 'FAILED' })
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
