import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../fixtures/browser/chromium.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { openColdBenchPage } from '../openColdBenchPage.ts'

/**
 * Cold opens in a browser with a profile on disk, as a visitor's is: after two visits the
 * frame's scripts come from the HTTP cache with V8's code cache beside them, which a private
 * context (the other cold rows) never keeps. `runs` opens after those two; each is a new page
 * that loads the host page, then creates and opens the modal in one task, until Connect is
 * painted. Times in ms.
 */
export async function measureReturnVisit(
  stack: Stack,
  config: Record<string, unknown>,
  runs: number,
): Promise<number[]> {
  const profile = await mkdtemp(join(tmpdir(), 'porthole-bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    reducedMotion: 'reduce',
  })
  try {
    const samples: number[] = []
    for (let run = 0; run < runs + 2; run += 1) {
      const { bench, start } = await openColdBenchPage(context, stack, config)
      const painted = await bench
        .frame()
        .evaluate(() => window.__portholeBench.waitPaint('connect', 0))
      await bench.page.close()
      if (run >= 2) samples.push(painted - start)
    }
    return samples
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}
