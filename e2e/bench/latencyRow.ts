import type { BenchRow } from './formatTable.ts'
import { summarize } from './summarize.ts'

/** A figure's timing samples (ms) and its floor's, to summarise side by side. */
export type LatencySamples = {
  figure: string
  samples: readonly number[]
  floorName: string
  floorSamples: readonly number[]
  /** The tail percentile shown beside p50; p95 unless given. */
  tail?: 'p95' | 'p99'
}

/**
 * A table row of timings in ms: the median and tail of `samples` beside those of the floor.
 * @example
 * latencyRow({ figure: 'open', samples: [3, 4], floorName: '<dialog>', floorSamples: [1, 2] })
 */
export function latencyRow(options: LatencySamples): BenchRow {
  const tail = options.tail ?? 'p95'
  const value = summarize(options.samples)
  const floor = summarize(options.floorSamples)
  return {
    figure: options.figure,
    unit: 'ms',
    tailLabel: tail,
    value: { runs: value.runs, p50: value.p50, tail: value[tail] },
    floor: {
      name: options.floorName,
      value: { runs: floor.runs, p50: floor.p50, tail: floor[tail] },
    },
  }
}
