import { ProviderDisconnectedError } from '@porthole/shared-protocol'

export type LivenessOptions = {
  /** A cheap request the wallet answers even while a prompt is open (eth_chainId). */
  probe: () => Promise<unknown>
  /** How often to probe while the request is pending. */
  intervalMs: number
  /** A probe unanswered for this long means the wallet is gone. */
  timeoutMs: number
}

/** Probe every 2 s; a wallet silent for 4 s is gone (the request then fails with 4900). */
export const DEFAULT_LIVENESS = { intervalMs: 2_000, timeoutMs: 4_000 } as const

/**
 * Wait for a wallet request that may take as long as the user needs (a signature prompt) but
 * must not hang when the wallet itself disappears (an extension disabled mid-flow): while it is
 * pending the wallet is probed, and a probe left unanswered rejects the request with
 * `ProviderDisconnectedError` (4900).
 */
export function withLiveness<T>(request: Promise<T>, options: LivenessOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false
    let probeTimer: ReturnType<typeof setTimeout> | undefined
    let deadTimer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      done = true
      clearTimeout(probeTimer)
      clearTimeout(deadTimer)
    }
    const schedule = () => {
      probeTimer = setTimeout(() => {
        if (done) return
        deadTimer = setTimeout(() => {
          if (done) return
          finish()
          reject(new ProviderDisconnectedError('The wallet stopped responding.'))
        }, options.timeoutMs)
        options.probe().then(
          () => {
            clearTimeout(deadTimer)
            if (!done) schedule()
          },
          () => {
            clearTimeout(deadTimer)
            if (!done) schedule()
          },
        )
      }, options.intervalMs)
    }
    schedule()
    request.then(
      (value) => {
        if (done) return
        finish()
        resolve(value)
      },
      (error: unknown) => {
        if (done) return
        finish()
        reject(error)
      },
    )
  })
}
