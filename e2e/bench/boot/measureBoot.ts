import type { Browser, BrowserContext } from '@playwright/test'
import type { Stack } from '../../fixtures/startStack.ts'
import type { BenchRow } from '../formatTable.ts'
import { closeBenchPage } from '../openBenchPage.ts'
import { openColdBenchPage } from '../openColdBenchPage.ts'
import { summarize } from '../summarize.ts'

/**
 * A cold open's steps in order: where each ends, on the machine clock both documents share.
 * Host: the loader's second stage received, `modal.ready`. Frame: its HTML received and the
 * `porthole:*` marks it makes; `painted` is the probe's paint of Connect live (OPEN handled:
 * Connect may have been painted ahead before it, hidden, decision 0033).
 */
export const BOOT_STEPS = [
  ['stage', "loader's second stage fetched"],
  ['html', 'iframe added, frame HTML received'],
  ['script', 'frame scripts fetched and run'],
  ['bridge', 'frame app built, bridge started'],
  ['handshake', 'bridge handshake'],
  ['ready', 'READY answered'],
  ['hostReady', 'host sync (dapp data, theme, wallets, state)'],
  ['open', 'OPEN reaches the frame'],
  ['painted', 'first render: Connect painted'],
  ['registry', 'registry first page (after paint)'],
] as const

export type BootStep = (typeof BOOT_STEPS)[number][0]
export type BootTimes = Partial<Record<BootStep, number>>

/**
 * Each step's own duration: its end minus the end of the step before it that was measured,
 * in ms from `start`; a step not measured in a run is left out of that run.
 * @example
 * stepDurations(0, { html: 5, script: 12 }) // { html: 5, script: 7 }
 */
export function stepDurations(start: number, times: BootTimes): BootTimes {
  const durations: BootTimes = {}
  let previous = start
  for (const [step] of BOOT_STEPS) {
    const end = times[step]
    if (end === undefined) continue
    durations[step] = end - previous
    previous = end
  }
  return durations
}

async function bootOnce(
  from: Browser | BrowserContext,
  stack: Stack,
  config: Record<string, unknown>,
): Promise<BootTimes> {
  const { bench, start } = await openColdBenchPage(from, stack, config)
  const frame = bench.frame()
  const painted = await frame.evaluate(() => window.__portholeBench.waitPaint('live', 0))
  // A frame without an api never loads the registry: that step is then left out.
  await frame
    .waitForFunction(() => performance.getEntriesByName('porthole:registry').length > 0, null, {
      timeout: 5000,
    })
    .catch(() => undefined)
  const marks = await frame.evaluate(() => window.__portholeBench.bootMarks())
  const host = await bench.page.evaluate(() => window.__portholeBench.hostBootMarks())
  await closeBenchPage(bench, from)
  const times: BootTimes = { ...marks, painted }
  if (host.stage !== null) times.stage = host.stage
  if (host.ready !== null) times.hostReady = host.ready
  return stepDurations(start, times)
}

function rows(label: string, runs: BootTimes[]): BenchRow[] {
  return BOOT_STEPS.map(([step, name]): BenchRow => {
    const figure = `boot, ${label}: ${name}`
    const samples = runs.flatMap((run) => (run[step] === undefined ? [] : [run[step]]))
    if (samples.length === 0) return { figure, na: 'no mark' }
    const summary = summarize(samples)
    return {
      figure,
      unit: 'ms',
      tailLabel: 'p95',
      value: { runs: summary.runs, p50: summary.p50, tail: summary.p95 },
    }
  })
}

/**
 * A cold open (`createModal()` and `open()` in one task) taken apart, step by step: a row per
 * step with its own duration, on an empty HTTP cache and with the frame's assets cached.
 */
export async function measureBoot(
  browser: Browser,
  stack: Stack,
  config: Record<string, unknown>,
  runs: number,
): Promise<BenchRow[]> {
  const empty: BootTimes[] = []
  for (let run = 0; run < runs; run += 1) empty.push(await bootOnce(browser, stack, config))
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const cached: BootTimes[] = []
  await bootOnce(context, stack, config)
  for (let run = 0; run < runs; run += 1) cached.push(await bootOnce(context, stack, config))
  await context.close()
  return [...rows('empty cache', empty), ...rows('cached assets', cached)]
}
