/** Percentiles of one figure's samples (nearest-rank), in the samples' unit. */
export type Summary = { runs: number; p50: number; p95: number; p99: number; min: number }

/**
 * Nearest-rank percentiles of `samples`.
 * @example
 * summarize([3, 1, 2]) // { runs: 3, p50: 2, p95: 3, p99: 3, min: 1 }
 */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new RangeError('summarize needs at least one sample.')
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = (p: number) => sorted[Math.min(sorted.length, Math.ceil(p * sorted.length)) - 1]!
  return { runs: sorted.length, p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), min: sorted[0]! }
}
