import type { BitcoinFeeRates } from './BitcoinDataSource.ts'

/** Confirmation targets in blocks: the next block, about an hour, about a day. */
const TARGETS = { fast: 1, normal: 6, slow: 144 } as const
/** Bitcoin Core's default minimum relay fee rate. */
const MIN_RATE = 1

/**
 * Slow, normal and fast rates (sat/vB, one decimal, rounded up) from Esplora's estimates by
 * confirmation target: each the estimate for its target or the nearest longer one there is
 * (else the longest shorter one); never below 1 sat/vB, and fast ≥ normal ≥ slow. No estimates
 * (a quiet test network) gives 1 sat/vB each.
 */
export function pickFeeRates(estimates: Record<string, number>): BitcoinFeeRates {
  const targets = Object.keys(estimates)
    .map(Number)
    .sort((a, b) => a - b)
  const rateFor = (target: number) => {
    const key = targets.find((t) => t >= target) ?? targets.at(-1)
    const rate = key === undefined ? MIN_RATE : estimates[String(key)]!
    return Math.max(MIN_RATE, Math.ceil(rate * 10) / 10)
  }
  const slow = rateFor(TARGETS.slow)
  const normal = Math.max(slow, rateFor(TARGETS.normal))
  const fast = Math.max(normal, rateFor(TARGETS.fast))
  return { slow, normal, fast }
}
