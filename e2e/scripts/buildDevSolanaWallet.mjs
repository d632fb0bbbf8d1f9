// Builds the dev Solana wallet for the browser: e2e/fixtures/devSolanaWallet/dist/dev-solana-wallet.js,
// an IIFE that defines `window.PortholeDevSolanaWallet = { install, DEV_SOLANA_WALLET_MODES }`.
// The build itself: buildWalletBundle.mjs.
import { fileURLToPath } from 'node:url'
import { buildWalletBundle, walletBundlePath } from './buildWalletBundle.mjs'

const bundle = {
  folder: 'devSolanaWallet',
  file: 'dev-solana-wallet.js',
  globalName: 'PortholeDevSolanaWallet',
}

/** Path of the built bundle. */
export const devSolanaWalletBundlePath = walletBundlePath(bundle)

/** Builds the bundle and returns its path. */
export const buildDevSolanaWallet = () => buildWalletBundle(bundle)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevSolanaWallet()}`)
}
