import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { generateDtsBundle } from 'dts-bundle-generator'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = new URL('../dist/', import.meta.url)

/**
 * `dist/index.js`: the connector's ESM, not minified (the app's bundler minifies), with viem and
 * the host SDK left as imports (wagmi's types only are used). `dist/index.d.ts`: one
 * declaration file whose `CreateConnectorFn` comes from the app's own `@wagmi/core`, 2 or 3.
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
  packages: 'external',
  legalComments: 'none',
  logLevel: 'warning',
})
const [types] = generateDtsBundle(
  [
    {
      filePath: `${root}/src/index.ts`,
      output: { noBanner: true },
      libraries: { importedLibraries: ['@porthole/host-sdk', '@wagmi/core', 'viem'] },
    },
  ],
  { preferredConfigPath: `${root}/tsconfig.dts.json` },
)
await writeFile(new URL('index.d.ts', dist), types)
console.log(`wagmi: dist/index.js, dist/index.d.ts ${types.length} B`)
