import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './fixtures/chromium.ts'

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './.artifacts/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
