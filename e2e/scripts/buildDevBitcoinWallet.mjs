// Builds the dev Bitcoin wallet for the browser: e2e/fixtures/devBitcoinWallet/dist/dev-bitcoin-wallet.js,
// an IIFE that defines `window.PortholeDevBitcoinWallet = { install }`.
// Load it in a page (a <script> tag, or Playwright's page.addInitScript) before the dapp code.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const walletDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'devBitcoinWallet',
)

/** Path of the built bundle. */
export const devBitcoinWalletBundlePath = join(walletDir, 'dist', 'dev-bitcoin-wallet.js')

/** Builds the bundle and returns its path. */
export async function buildDevBitcoinWallet() {
  await build({
    entryPoints: [join(walletDir, 'bundleEntry.ts')],
    outfile: devBitcoinWalletBundlePath,
    bundle: true,
    format: 'iife',
    globalName: 'PortholeDevBitcoinWallet',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return devBitcoinWalletBundlePath
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevBitcoinWallet()}`)
}
