import { defineConfig } from '@playwright/test'
import { suiteDefaults } from './fixtures/browser/suiteDefaults.ts'

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
  ...suiteDefaults,
  outputDir: './.artifacts/production-results',
})
