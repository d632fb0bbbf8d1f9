import { fromCallback } from 'xstate'

export type WatchTokenBalanceInput = {
  read: () => Promise<bigint>
  baseline: bigint
  intervalMs: number
}

/**
 * Polls a token balance until it rises above `baseline`, then sends `ARRIVED` with the
 * increase. Read errors are retried on the next tick; the poll stops when the state is left.
 */
export const watchTokenBalance = fromCallback<{ type: 'noop' }, WatchTokenBalanceInput>(
  ({ input, sendBack }) => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      const balance = await input.read().catch(() => null)
      if (stopped) return
      if (balance !== null && balance > input.baseline) {
        sendBack({ type: 'ARRIVED', received: balance - input.baseline })
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
