import type { Browser, BrowserContext, Frame, Page } from '@playwright/test'
import type { Stack } from '../../fixtures/startStack.ts'
import type { BenchRow } from '../formatTable.ts'
import { latencyRow } from '../latencyRow.ts'
import { closeBenchPage, openBenchPage } from '../openBenchPage.ts'
import { openColdBenchPage } from '../openColdBenchPage.ts'
import { measureReturnVisit } from './measureReturnVisit.ts'

export type OpenRuns = { warmup: number; preloaded: number; cold: number }

type Size = { width: number; height: number }

const DIALOG = 'same-origin <dialog>'
const FRAME_PRELOADED = 'cross-origin frame, preloaded'
const FRAME_COLD = 'cross-origin frame, cold'

const row = (figure: string, samples: number[], floorSamples: number[], floorName = DIALOG) =>
  latencyRow({ figure, samples, floorName, floorSamples })

/**
 * Host time of `open()` to the first frame with Connect on screen, and to Connect live in the
 * frame (OPEN handled there, painted). With Connect painted ahead in the closed modal (decision
 * 0033), the first is the host's next frame with its dialog shown, whose pixels are the
 * frame's; without, it is the frame's paint of Connect, as the second.
 */
async function openOnce(page: Page, frame: Frame): Promise<{ onScreen: number; live: number }> {
  const ahead = await frame.evaluate(
    () =>
      document.querySelector('.ph-root[data-prepared] .ph-connect') !== null &&
      window.__portholeBench.paintCount('prepared') > 0,
  )
  const index = await frame.evaluate(() => window.__portholeBench.paintCount('live'))
  const live = frame.evaluate((i) => window.__portholeBench.waitPaint('live', i), index)
  const { start, shown } = await page.evaluate(() => window.__portholeBench.openShown())
  const liveAt = await live
  return { onScreen: (ahead ? shown : liveAt) - start, live: liveAt - start }
}

/** Closes the modal and waits for Connect to be rendered ahead again for the next open. */
async function closeModal(page: Page, frame: Frame) {
  await page.evaluate(() => window.__portholeBench.close())
  await frame.waitForSelector('.ph-root:not([data-prepared]) .ph-connect', { state: 'detached' })
  await frame.waitForSelector('.ph-root[data-prepared] .ph-connect', { state: 'attached' })
  await page.waitForTimeout(50)
}

/** A page that loads the host page, then creates the modal and opens it at once. */
async function coldOnce(
  from: Browser | BrowserContext,
  stack: Stack,
  config: Record<string, unknown>,
): Promise<number> {
  const { bench, start } = await openColdBenchPage(from, stack, config)
  // Connect's first paint, ahead (hidden until the dialog shows) or live: the dialog is shown
  // from the moment the second stage adds the frame, long before either.
  const painted = await bench.frame().evaluate(() => window.__portholeBench.waitPaint('connect', 0))
  await closeBenchPage(bench, from)
  return painted - start
}

/** The cross-origin frame floor made and shown cold in a new page (`openBenchPage`'s `from`). */
async function coldFloorOnce(
  from: Browser | BrowserContext,
  stack: Stack,
  floorUrl: string,
): Promise<number> {
  const bench = await openBenchPage(from, stack, { createModal: false })
  const painted = await bench.page.evaluate(
    (url) => window.__portholeBench.frameFloorCold(url),
    floorUrl,
  )
  await closeBenchPage(bench, from)
  return painted
}

/**
 * `modal.open()` to the Connect view on screen: on a preloaded frame (the normal case), on a
 * cold frame with an empty HTTP cache (modal created and opened in the same task, first
 * visit), and on a cold frame whose assets are cached (return visit). The floor, measured in
 * between, is a same-origin `<dialog>` of the Connect card's size shown with `showModal()`.
 * Each open is also read over the floor of any modal in a cross-origin frame: a static page
 * on another site (`floorUrl`, startFloorFrame) in a dialog styled as the loader's, shown
 * preloaded, and made and shown cold.
 */
export async function measureOpen(
  browser: Browser,
  stack: Stack,
  config: Record<string, unknown>,
  runs: OpenRuns,
  floorUrl: string,
): Promise<BenchRow[]> {
  const bench = await openBenchPage(browser, stack, { config })
  const frame = bench.frame()
  let size: Size | null = null
  const preloaded: number[] = []
  const live: number[] = []
  const floor: number[] = []
  const frameFloor: number[] = []
  await frame.waitForSelector('.ph-root[data-prepared] .ph-connect', { state: 'attached' })
  await bench.page.evaluate((url) => window.__portholeBench.frameFloorPrepare(url), floorUrl)
  for (let run = 0; run < runs.warmup + runs.preloaded; run += 1) {
    const sample = await openOnce(bench.page, frame)
    size ??= await frame.evaluate(() => window.__portholeBench.cardSize())
    await closeModal(bench.page, frame)
    const floorSample = await bench.page.evaluate(
      (s) => window.__portholeBench.floorOpen(s),
      size ?? { width: 360, height: 400 },
    )
    const frameFloorSample = await bench.page.evaluate(() =>
      window.__portholeBench.frameFloorOpen(),
    )
    if (run >= runs.warmup) {
      preloaded.push(sample.onScreen)
      live.push(sample.live)
      floor.push(floorSample)
      frameFloor.push(frameFloorSample)
    }
  }
  await bench.context.close()

  const cold: number[] = []
  const coldFloor: number[] = []
  for (let run = 0; run < runs.cold; run += 1) {
    cold.push(await coldOnce(browser, stack, config))
    coldFloor.push(await coldFloorOnce(browser, stack, floorUrl))
  }

  const cached: number[] = []
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  await coldOnce(context, stack, config)
  const cachedFloor: number[] = []
  for (let run = 0; run < runs.cold; run += 1) {
    cached.push(await coldOnce(context, stack, config))
    cachedFloor.push(await coldFloorOnce(context, stack, floorUrl))
  }
  await context.close()
  const returnVisit = await measureReturnVisit(stack, config, runs.cold)

  return [
    row('open, preloaded frame', preloaded, floor),
    row('open, preloaded frame: Connect live (OPEN handled in the frame)', live, floor),
    row('open, cold frame (empty cache)', cold, floor),
    row('open, cold frame (cached assets)', cached, floor),
    row('open, cold frame (return visit: HTTP and code cache)', returnVisit, floor),
    row('floor: a static page in a cross-origin frame, preloaded', frameFloor, floor),
    row('floor: a static page in a cross-origin frame, cold', coldFloor, floor),
    row('open, preloaded frame, over its frame floor', preloaded, frameFloor, FRAME_PRELOADED),
    row('open, cold frame (empty cache), over its frame floor', cold, coldFloor, FRAME_COLD),
    row('open, cold frame (cached assets), over its frame floor', cached, cachedFloor, FRAME_COLD),
    row(
      'open, cold frame (return visit), over its frame floor',
      returnVisit,
      cachedFloor,
      FRAME_COLD,
    ),
  ]
}
