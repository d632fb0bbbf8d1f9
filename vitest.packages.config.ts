import { availableParallelism } from 'node:os'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The unit tests of the packages for apps (`@porthole/react`, `@porthole/wagmi`): the `packages`
 * project of the root config, with a resolver of its own. `porthole-source` resolves
 * `@porthole/host-sdk` to its source, so no build first.
 */
export default defineConfig({
  resolve: { conditions: ['porthole-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['porthole-source', ...defaultServerConditions] } },
  test: {
    name: 'packages',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['{react,wagmi}/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
