import { RPC_RANK_SAMPLE_COUNT } from '@porthole/shared-protocol'
import { type PingSample, rankEndpoints } from './rankEndpoints.ts'

export type EndpointRanking = {
  /** The endpoints, best first; starts the pings on first use. */
  order(): readonly string[]
  /** Stops the pings (they never keep the process alive either). */
  stop(): void
}

/**
 * Pings each endpoint every `intervalMs` and keeps SPEC §9's last 10 rounds to rank them
 * (`rankEndpoints`). Pinging starts when the chain is first used, so an idle chain costs nothing.
 */
export function createEndpointRanking(options: {
  endpoints: readonly string[]
  intervalMs: number
  /** Whether `url` answered well; must settle within the ping timeout. */
  ping: (url: string) => Promise<boolean>
}): EndpointRanking {
  const { endpoints, intervalMs, ping } = options
  const rounds: PingSample[][] = []
  let ranked: readonly string[] = endpoints
  let timer: NodeJS.Timeout | undefined
  let started = false
  let stopped = false

  const round = async () => {
    const sample = await Promise.all(
      endpoints.map(async (url) => {
        const start = performance.now()
        const ok = await ping(url)
        return { ok, latencyMs: performance.now() - start }
      }),
    )
    rounds.push(sample)
    if (rounds.length > RPC_RANK_SAMPLE_COUNT) rounds.shift()
    ranked = rankEndpoints(rounds, endpoints.length).map((i) => endpoints[i]!)
    if (!stopped) timer = setTimeout(round, intervalMs).unref()
  }

  return {
    order() {
      if (!started && endpoints.length > 1) {
        started = true
        void round()
      }
      return ranked
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
