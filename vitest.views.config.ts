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
