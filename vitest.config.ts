import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
    // Test files share their worker's modules instead of importing everything again per file:
    // imports were a third of the run's time. Sound because no module keeps mutable state
    // (STYLE.md) and no test mocks modules; tests that stub globals or timers restore them.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine, whose
    // other core then mostly waits with the tests (PGlite, anvil, timers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // PGlite starts cold in about 3 s alone, several times that with every file starting one at once.
    hookTimeout: 30_000,
    // Tests that open a PGlite database of their own (the seed CLI) take seconds on a busy machine.
    testTimeout: 20_000,
  },
})
