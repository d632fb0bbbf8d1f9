import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The unit tests of the packages for apps (`@porthole/react`, `@porthole/wagmi`), on React
 * itself (the root config aliases React to Preact for the frame). `porthole-source` resolves
 * `@porthole/host-sdk` to its source, so no build first.
 */
export default defineConfig({
  resolve: { conditions: ['porthole-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['porthole-source', ...defaultServerConditions] } },
  test: {
    include: ['{react,wagmi}/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
