import type { Browser, Request } from '@playwright/test'
import { firstPaintFiles } from '../../../frame-app/scripts/firstPaintFiles.mjs'
import { paths } from '../../fixtures/paths.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import type { BenchRow } from '../formatTable.ts'
import { openBenchPage } from '../openBenchPage.ts'

const KB = 1024

/** Waits until `count()` has not changed for `quietMs` (the frame has stopped fetching). */
async function untilQuiet(count: () => number, quietMs: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs
  let last = -1
  let since = Date.now()
  while (Date.now() < end) {
    if (count() !== last) {
      last = count()
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The frame was still fetching ${timeoutMs} ms after ready.`)
}

/**
 * What the hidden frame transfers before the visitor opens the modal, on a first visit (empty
 * HTTP cache): every request the frame document makes (its HTML, scripts, styles, fonts, api
 * calls) from page load until two seconds without a new one after `modal.ready`, in bytes as
 * received (response headers and encoded body). The floor is the part of it that painting
 * Connect needs: the frame's HTML and the first-paint files of `frame-app/scripts/size.mjs`.
 */
export async function measureBeforeOpen(
  browser: Browser,
  stack: Stack,
  config: Record<string, unknown>,
): Promise<BenchRow[]> {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const frameOrigin = new URL(stack.frameUrl).origin
  const finished: Request[] = []
  context.on('requestfinished', (request) => finished.push(request))
  try {
    await openBenchPage(context, stack, { config })
    await untilQuiet(() => finished.length, 2000)
    const ofFrame = finished.filter((request) => request.frame().url().startsWith(frameOrigin))
    const firstPaint = firstPaintFiles(paths.frameDist)
    const measured = await Promise.all(
      ofFrame.map(async (request) => {
        const sizes = await request.sizes()
        const url = new URL(request.url())
        const needed =
          request.isNavigationRequest() ||
          (url.origin === frameOrigin && firstPaint.has(url.pathname.slice(1)))
        return { bytes: sizes.responseHeadersSize + sizes.responseBodySize, needed }
      }),
    )
    const total = (list: typeof measured) => list.reduce((sum, { bytes }) => sum + bytes, 0)
    const needed = measured.filter((request) => request.needed)
    return [
      {
        figure: 'frame transfer before open(), first visit',
        unit: 'KB',
        tailLabel: '',
        value: { runs: 1, p50: total(measured) / KB },
        floor: { name: 'what painting Connect needs', value: { runs: 1, p50: total(needed) / KB } },
      },
      {
        figure: 'frame requests before open(), first visit',
        unit: 'requests',
        tailLabel: '',
        value: { runs: 1, p50: measured.length },
        floor: { name: 'what painting Connect needs', value: { runs: 1, p50: needed.length } },
      },
    ]
  } finally {
    await context.close()
  }
}
