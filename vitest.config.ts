import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Vitest's default is one worker fewer than the cores: one on a two-core CI machine, whose
// other core then mostly waits with the tests (PGlite, anvil, timers).
const maxWorkers = Math.max(2, availableParallelism() - 1)

/**
 * Every Node-side unit test, as three projects of one run that share its workers: a project
 * run after another left one worker idle through each one's slowest file.
 * - `unit`: the packages' sources (frame-app, api, vault, host-sdk, shared-protocol), scripts, bench.
 * - `fixtures`: the e2e fixtures (relay, wallets, dev chain): `e2e/fixtures/vitest.config.ts`.
 * - `packages`: `@porthole/react` and `@porthole/wagmi` on React: `vitest.packages.config.ts`.
 * One project: `vitest run --project fixtures [filter]`.
 */
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared-protocol,host-sdk,frame-app,api,vault}/src/**/*.test.{ts,tsx}',
            'vault/server/**/*.test.ts',
            'frame-app/server/**/*.test.ts',
            'e2e/bench/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          // `*.postgres.test.ts` need a Postgres server several processes share (`npm run
          // test:postgres` sets DATABASE_URL); embedded PGlite is one process per data folder.
          // `*.view.test.tsx` run in Chromium (`vitest.views.config.ts`, `npm run test:views`).
          exclude: [
            ...configDefaults.exclude,
            '**/*.view.test.tsx',
            ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
          ],
          environment: 'node',
          // Test files share their worker's modules instead of importing everything again per
          // file: imports were a third of the run's time. Sound because no module keeps mutable
          // state (STYLE.md) and no test mocks modules; tests that stub globals or timers restore them.
          isolate: false,
          maxWorkers,
          // PGlite starts cold in about 3 s alone, several times that with every file starting one at once.
          hookTimeout: 30_000,
          // Tests that open a PGlite database of their own (the seed CLI) take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      './e2e/fixtures/vitest.config.ts',
      './vitest.packages.config.ts',
    ],
  },
})
