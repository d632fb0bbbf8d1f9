import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { generateDtsBundle } from 'dts-bundle-generator'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = new URL('../dist/', import.meta.url)

/**
 * `dist/index.js`: the package's ESM, not minified (the app's bundler minifies), with React and
 * the host SDK left as imports. "use client" marks it for React Server Components: a Next.js
 * server component may render `PortholeProvider` and the hooks run on the client.
 * `dist/index.d.ts`: one declaration file that imports its types from `react` and
 * `@porthole/host-sdk`.
 */
await mkdir(dist, { recursive: true })
await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'neutral',
  jsx: 'automatic',
  packages: 'external',
  banner: { js: "'use client';" },
  legalComments: 'none',
  logLevel: 'warning',
})
const [types] = generateDtsBundle(
  [
    {
      filePath: `${root}/src/index.ts`,
      output: { noBanner: true },
      libraries: { importedLibraries: ['@porthole/host-sdk', 'react'] },
    },
  ],
  { preferredConfigPath: `${root}/tsconfig.dts.json` },
)
await writeFile(new URL('index.d.ts', dist), types)
console.log(`react: dist/index.js, dist/index.d.ts ${types.length} B`)
