// Builds one dev wallet for the browser: e2e/fixtures/<folder>/bundleEntry.ts bundled into
// e2e/fixtures/<folder>/dist/<file>, an IIFE that defines `window[globalName]`. Load it in a
// page (a <script> tag, or Playwright's page.addInitScript) before the dapp code.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures')

/** Path of the bundle of the wallet in e2e/fixtures/`folder`: its dist/`file`. */
export const walletBundlePath = ({ folder, file }) => join(fixturesDir, folder, 'dist', file)

/** Builds the bundle and returns its path. */
export async function buildWalletBundle(bundle) {
  const outfile = walletBundlePath(bundle)
  await build({
    entryPoints: [join(fixturesDir, bundle.folder, 'bundleEntry.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    globalName: bundle.globalName,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return outfile
}

/**
 * The bundle's path and its build, for a wallet's build script at `scriptUrl` (its
 * `import.meta.url`), which builds it when run as `node <script>`.
 */
export function walletBundle(bundle, scriptUrl) {
  const build = () => buildWalletBundle(bundle)
  if (process.argv[1] === fileURLToPath(scriptUrl))
    build().then((path) => console.log(`wrote ${path}`))
  return { path: walletBundlePath(bundle), build }
}
