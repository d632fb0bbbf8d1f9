/** One ping of one endpoint. */
export type PingSample = { latencyMs: number; ok: boolean }

/** SPEC §7: endpoints are ranked by stability (0.7) and latency (0.3). */
export const RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

/**
 * The endpoints' indexes, best first, from their last pings (`rounds[r][i]`: round r, endpoint
 * i): score = 0.7 × share of pings answered + 0.3 × (1 − mean latency / slowest latency seen);
 * an endpoint that never answered scores 0. Ties keep the configured order.
 * @example rankEndpoints([[{ latencyMs: 5, ok: true }, { latencyMs: 1000, ok: false }]]) // [0, 1]
 */
export function rankEndpoints(rounds: readonly (readonly PingSample[])[], count: number): number[] {
  const indexes = Array.from({ length: count }, (_, i) => i)
  if (rounds.length === 0) return indexes
  const slowest = Math.max(1, ...rounds.flatMap((round) => round.map((s) => s.latencyMs)))
  const score = (i: number) => {
    const samples = rounds.map((round) => round[i]).filter((s) => s !== undefined)
    const stability = samples.filter((s) => s.ok).length / samples.length
    if (stability === 0) return 0
    const meanLatency = samples.reduce((sum, s) => sum + s.latencyMs, 0) / samples.length
    return RANK_WEIGHTS.stability * stability + RANK_WEIGHTS.latency * (1 - meanLatency / slowest)
  }
  const scores = indexes.map(score)
  return indexes.sort((a, b) => scores[b]! - scores[a]! || a - b)
}
