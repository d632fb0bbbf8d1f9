// Builds the dev wallet for the browser: e2e/fixtures/devWallet/dist/dev-wallet.js, an IIFE
// that defines `window.PortholeDevWallet = { install, DEV_WALLET_MODES }`. Load it in a page
// (a <script> tag, or Playwright's page.addInitScript) before the dapp code.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const devWalletDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'devWallet')

/** Path of the built bundle. */
export const devWalletBundlePath = join(devWalletDir, 'dist', 'dev-wallet.js')

/** Builds the bundle and returns its path. */
export async function buildDevWallet() {
  await build({
    entryPoints: [join(devWalletDir, 'bundleEntry.ts')],
    outfile: devWalletBundlePath,
    bundle: true,
    format: 'iife',
    globalName: 'PortholeDevWallet',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return devWalletBundlePath
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevWallet()}`)
}
