import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './fixtures/browser/chromium.ts'
import { storageModeFromEnv } from './fixtures/browser/storageMode.ts'
import type { TestOptions } from './fixtures/test.ts'

/**
 * Specs of a browser whose third-party storage is off (Safari, strict Firefox, incognito):
 * the vault keeps no share across a reload, which is how they reach a new device. They run as
 * one project after the others, so each worker changes its browser once, not per file.
 */
const BLOCKED_STORAGE_SPECS = [
  'a11y.axe.spec.ts',
  'a11y.axe.recovery.spec.ts',
  'embedded.device.spec.ts',
  'embedded.recovery.spec.ts',
  'embedded.reload.spec.ts',
  'security.storage.spec.ts',
  'social.device.spec.ts',
].map((file) => `**/${file}`)

export default defineConfig<TestOptions>({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers, on CI too: each has its own stack and chains, and the suite takes about half
  // as long (10 min for 225 tests on two cores) as with one.
  workers: 2,
  // No retry, on CI either: a test that fails once is a bug, fixed at its cause
  // (docs/decisions/0001-two-layers-of-browser-tests.md lists those fixed).
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./reporters/errorsAtEnd.ts']],
  // The ten slowest spec files at the end of the run: where the browser suite's time goes.
  reportSlowTests: { max: 10, threshold: 30_000 },
  outputDir: './.artifacts/test-results',
  projects: [
    // First, as these files are the longest (a11y.axe, embedded.recovery): the short journeys
    // after them fill both workers to the end, where the other way round the last long file
    // would run on one worker while the other waits.
    { name: 'blocked storage', testMatch: BLOCKED_STORAGE_SPECS, use: { storageMode: 'blocked' } },
    // Partitioned, as Chrome ships it, unless PORTHOLE_STORAGE says otherwise (docs/testing.md).
    {
      name: 'journeys',
      testIgnore: BLOCKED_STORAGE_SPECS,
      use: { storageMode: storageModeFromEnv(process.env) },
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // The visitor prefers reduced motion unless a spec says otherwise: spinners and skeletons
    // stop, views swap without sliding. Headless Chromium paints every frame of an endless
    // animation in software, in each of a test's pages. The specs of motion itself
    // (a11y.preferences) ask for 'no-preference'.
    reducedMotion: 'reduce',
    // Recording a trace costs a quarter of a passing test's CPU (siwx.default: 34 CPU-s with,
    // 29.5 without, 15 of them the worker's start). CI keeps none: a failure's screenshot, its
    // error context and the log say what happened; a developer's run keeps the failures' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
