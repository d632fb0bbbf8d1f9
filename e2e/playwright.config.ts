import { defineConfig } from '@playwright/test'
import { storageModeFromEnv } from './fixtures/browser/storageMode.ts'
import { suiteDefaults } from './fixtures/browser/suiteDefaults.ts'
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
  ...suiteDefaults,
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
})
