// Builds the dev Solana wallet for the browser: e2e/fixtures/devSolanaWallet/dist/dev-solana-wallet.js,
// an IIFE that defines `window.PortholeDevSolanaWallet = { install, DEV_SOLANA_WALLET_MODES }`.
// Load it in a page (a <script> tag, or Playwright's page.addInitScript) before the dapp code.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const walletDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'devSolanaWallet')

/** Path of the built bundle. */
export const devSolanaWalletBundlePath = join(walletDir, 'dist', 'dev-solana-wallet.js')

/** Builds the bundle and returns its path. */
export async function buildDevSolanaWallet() {
  await build({
    entryPoints: [join(walletDir, 'bundleEntry.ts')],
    outfile: devSolanaWalletBundlePath,
    bundle: true,
    format: 'iife',
    globalName: 'PortholeDevSolanaWallet',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return devSolanaWalletBundlePath
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevSolanaWallet()}`)
}
