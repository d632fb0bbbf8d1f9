import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './fixtures/browser/chromium.ts'

/**
 * The production-shaped suite (`npm run test:production`): the release output deployed as
 * docs/deploy.md says, on https across four registrable domains. One worker: the specs share
 * one deployment (nginx, two api instances, Postgres).
 */
export default defineConfig({
  testDir: './production',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./reporters/errorsAtEnd.ts']],
  outputDir: './.artifacts/production-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    reducedMotion: 'reduce',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
