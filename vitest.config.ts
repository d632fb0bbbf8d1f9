import { defineConfig } from 'vitest/config'
import { reactAliases } from './frame-app/reactAliases.ts'

export default defineConfig({
  resolve: { alias: reactAliases },
  test: {
    include: [
      '{shared-protocol,host-sdk,frame-app,api,vault}/src/**/*.test.{ts,tsx}',
      'vault/server/**/*.test.ts',
      'frame-app/server/**/*.test.ts',
      'e2e/bench/**/*.test.ts',
    ],
    environment: 'node',
    // PGlite starts cold in about 3 s alone, several times that with every file starting one at once.
    hookTimeout: 30_000,
    // Tests that open a PGlite database of their own (the seed CLI) take seconds on a busy machine.
    testTimeout: 20_000,
  },
})
