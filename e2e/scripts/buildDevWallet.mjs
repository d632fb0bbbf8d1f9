// Builds the dev wallet for the browser: e2e/fixtures/devWallet/dist/dev-wallet.js, an IIFE
// that defines `window.PortholeDevWallet = { install, DEV_WALLET_MODES }`.
// The build itself: buildWalletBundle.mjs.
import { fileURLToPath } from 'node:url'
import { buildWalletBundle, walletBundlePath } from './buildWalletBundle.mjs'

const bundle = { folder: 'devWallet', file: 'dev-wallet.js', globalName: 'PortholeDevWallet' }

/** Path of the built bundle. */
export const devWalletBundlePath = walletBundlePath(bundle)

/** Builds the bundle and returns its path. */
export const buildDevWallet = () => buildWalletBundle(bundle)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevWallet()}`)
}
