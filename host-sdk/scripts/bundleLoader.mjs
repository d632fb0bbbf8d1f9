import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The loader's two builds: ESM for bundlers and `<script type=module>`, IIFE for `<script src>`. */
export const formats = [
  { format: 'esm', file: 'porthole.js', entry: 'src/index.ts' },
  { format: 'iife', file: 'porthole.iife.js', entry: 'src/global.ts' },
]

/** Bundle both formats in memory; returns `[{ file, code }]`. */
export async function bundleLoader() {
  return Promise.all(
    formats.map(async ({ file, entry, ...options }) => {
      const result = await build({
        ...options,
        absWorkingDir: root,
        entryPoints: [entry],
        bundle: true,
        minify: true,
        target: 'es2022',
        platform: 'browser',
        legalComments: 'none',
        write: false,
        logLevel: 'warning',
      })
      return { file, code: result.outputFiles[0].contents }
    }),
  )
}
