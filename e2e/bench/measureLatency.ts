import type { BenchRow } from './formatTable.ts'
import { latencyRow } from './latencyRow.ts'

/** The warm-up runs, whose samples are dropped, and the runs that count. */
export type LatencyRuns = { warmup: number; runs: number }

/** One run's timing and its floor's, in ms. */
export type LatencySample = { sample: number; floor: number }

/**
 * A latency figure measured `runs.warmup + runs.runs` times: `measure` takes one sample and its
 * floor (told which run it is, and whether it is the last); the warm-up's are dropped and the
 * rest summarised as a `latencyRow`.
 * @example
 * await measureLatency(runs, { figure: 'open', floorName: '<dialog>' }, async () => ({ sample, floor }))
 */
export async function measureLatency(
  runs: LatencyRuns,
  row: { figure: string; floorName: string },
  measure: (run: number, last: boolean) => Promise<LatencySample>,
): Promise<BenchRow> {
  const samples: number[] = []
  const floorSamples: number[] = []
  const total = runs.warmup + runs.runs
  for (let run = 0; run < total; run += 1) {
    const { sample, floor } = await measure(run, run === total - 1)
    if (run >= runs.warmup) {
      samples.push(sample)
      floorSamples.push(floor)
    }
  }
  return latencyRow({ ...row, samples, floorSamples })
}
