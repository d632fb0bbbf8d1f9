import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { minify } from 'terser'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The loader's two builds: ESM for bundlers and `<script type=module>`, IIFE for `<script src>`. */
export const formats = [
  { format: 'esm', file: 'porthole.js', entry: 'src/index.ts' },
  { format: 'iife', file: 'porthole.iife.js', entry: 'src/global.ts' },
]

/**
 * The add-on scripts the loader fetches from the frame origin only when needed: Solana (Wallet
 * Standard wallets of the host page), for hosts that configure a solana network.
 */
export const addOns = [
  {
    format: 'iife',
    file: 'porthole-solana.js',
    globalName: 'PortholeSolana',
    entry: 'src/solana/solanaEntry.ts',
  },
]

/** Bundle both loader formats (and, with `withAddOns`, the add-ons) in memory; returns `[{ file, code }]`. */
export async function bundleLoader({ withAddOns = false } = {}) {
  return Promise.all(
    [...formats, ...(withAddOns ? addOns : [])].map(async ({ file, entry, ...options }) => {
      const result = await build({
        ...options,
        absWorkingDir: root,
        entryPoints: [entry ?? 'src/index.ts'],
        bundle: true,
        minify: true,
        target: 'es2022',
        platform: 'browser',
        legalComments: 'none',
        write: false,
        logLevel: 'warning',
      })
      // terser after esbuild's minifier: about 300 B gzip less on the loader (docs/decisions/0150-the-loaders-diet.md).
      const terse = await minify(result.outputFiles[0].text, {
        module: options.format === 'esm',
        ecma: 2020,
        compress: { passes: 2 },
      })
      return { file, code: new TextEncoder().encode(terse.code) }
    }),
  )
}
