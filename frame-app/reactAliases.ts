import type { Alias } from 'vite'

/**
 * The frame's React code runs on Preact's compat layer, at a fraction of react-dom's size (see
 * docs/decisions/0128-preact-under-the-react-api.md). The build and the unit tests both use it, so
 * tests render what ships.
 */
export const reactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
]
