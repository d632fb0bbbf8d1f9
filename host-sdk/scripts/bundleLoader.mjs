import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { minify } from 'terser'

const root = fileURLToPath(new URL('..', import.meta.url))
const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'))

/**
 * The loader's second stage (docs/decisions/0064-the-loader-in-two-stages.md): the frame and
 * the bridge, one script both first-stage builds fetch from
 * `<frame origin>/loader/<version>/porthole-bridge.js`, pinned by the SRI hash written into them.
 */
export const bridgeStage = {
  format: 'iife',
  file: 'porthole-bridge.js',
  entry: 'src/bridgeStage/bridgeStageEntry.ts',
}

/** The loader's first stage in two builds: ESM for bundlers and `<script type=module>`, IIFE for `<script src>`. */
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

/**
 * More entry points, each an ES module of its own so the loader does not grow for hosts that
 * do not import them: the network presets (`@porthole/host-sdk/networks`) and the Solana add-on
 * (`@porthole/host-sdk/solana`, what the frame origin serves as porthole-solana.js).
 */
export const modules = [
  { name: 'networks', entry: 'src/networks/index.ts' },
  { name: 'solana', entry: 'src/solana/index.ts' },
]

/** One of `modules` as `dist/<name>.js` holds it (esbuild, minified, ESM); returns its bytes. */
export async function bundleModule({ entry }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  })
  return result.outputFiles[0].contents
}

/** Subresource Integrity of `bytes`: `sha384-<base64>`. */
const sriOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

/** Writes the loader's version and the second stage's hash into `bridgeStageBuild.ts`. */
const stageBuild = (integrity) => ({
  name: 'bridge-stage-build',
  setup(context) {
    context.onLoad({ filter: /bridgeStage[\\/]bridgeStageBuild\.ts$/ }, () => ({
      loader: 'ts',
      contents: `export const LOADER_VERSION = ${JSON.stringify(version)}\nexport const BRIDGE_STAGE_INTEGRITY = ${JSON.stringify(integrity)}\n`,
    }))
  },
})

async function bundle({ file, entry, ...options }, integrity = '') {
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
    plugins: [stageBuild(integrity)],
  })
  // terser after esbuild's minifier: about 300 B gzip less on the loader (docs/decisions/0150-the-loaders-diet.md).
  const terse = await minify(result.outputFiles[0].text, {
    module: options.format === 'esm',
    ecma: 2020,
    compress: { passes: 2 },
  })
  return { file, code: new TextEncoder().encode(terse.code) }
}

/**
 * Bundle the second stage, then both first-stage builds with its hash (and, with
 * `withAddOns`, the add-ons) in memory; returns `[{ file, code }]`, the first stages first.
 */
export async function bundleLoader({ withAddOns = false } = {}) {
  const stage = await bundle(bridgeStage)
  const integrity = sriOf(stage.code)
  const rest = await Promise.all([
    ...formats.map((format) => bundle(format, integrity)),
    ...(withAddOns ? addOns.map((addOn) => bundle(addOn)) : []),
  ])
  return [...rest.slice(0, formats.length), stage, ...rest.slice(formats.length)]
}
