import { availableParallelism } from 'node:os'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './e2e/fixtures/browser/chromium.ts'

/**
 * View tests: one of the frame's views rendered with its machines in the state under test, in
 * Chromium (Vitest browser mode), with no servers: its look in light and dark, axe, keyboard,
 * copy and error states. Journeys across the real origins are the Playwright specs in e2e/.
 */
export default defineConfig({
  test: {
    include: ['frame-app/src/**/*.view.test.tsx'],
    // Two pages at once, as the unit tests take two workers: Vitest's default is one fewer than
    // the cores, one page on a two-core CI machine, and a view test waits on the browser as
    // much as it runs (the 17 files took 174 s one at a time and 111 s two at a time, same load).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        // Larger than the tested viewport, so the test frame is never scaled down: a transform
        // on an ancestor makes the card "not really visible" (the clickjacking guard).
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1440, height: 1100 } },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 900 },
      // A failed test's screenshot, out of the source tree.
      screenshotDirectory: 'frame-app/.artifacts/view-failures',
    },
  },
})
