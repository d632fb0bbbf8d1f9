import type { BrowserContext, Frame } from '@playwright/test'
import type { BenchRow } from '../formatTable.ts'

const MB = 1024 * 1024

/** Used JS heap of the renderer that runs `target`, after a full garbage collection, in MB. */
async function usedHeap(
  context: BrowserContext,
  target: Parameters<BrowserContext['newCDPSession']>[0],
) {
  const session = await context.newCDPSession(target)
  await session.send('HeapProfiler.enable')
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await session.send('Runtime.getHeapUsage')
  await session.detach()
  return usedSize / MB
}

/**
 * The frame's JS heap after connect: V8's used heap of the frame's own renderer (the frame is
 * cross-site, so it runs alone in an out-of-process iframe) after a forced GC. The floor is an
 * empty document on the frame's origin, in a page of its own: what any document costs.
 */
export async function measureMemory(
  context: BrowserContext,
  frame: Frame,
  frameUrl: string,
): Promise<BenchRow> {
  const frameHeap = await usedHeap(context, frame)
  const empty = await context.newPage()
  await empty.goto(`${frameUrl}/bench-empty-document`)
  const emptyHeap = await usedHeap(context, empty)
  await empty.close()
  return {
    figure: 'frame JS heap after connect',
    unit: 'MB',
    tailLabel: '',
    value: { runs: 1, p50: frameHeap },
    floor: { name: 'empty document, frame origin', value: { runs: 1, p50: emptyHeap } },
  }
}
