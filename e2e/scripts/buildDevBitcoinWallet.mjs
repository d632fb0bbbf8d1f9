// Builds the dev Bitcoin wallet for the browser: e2e/fixtures/devBitcoinWallet/dist/dev-bitcoin-wallet.js,
// an IIFE that defines `window.PortholeDevBitcoinWallet = { install }`.
// The build itself: buildWalletBundle.mjs.
import { fileURLToPath } from 'node:url'
import { buildWalletBundle, walletBundlePath } from './buildWalletBundle.mjs'

const bundle = {
  folder: 'devBitcoinWallet',
  file: 'dev-bitcoin-wallet.js',
  globalName: 'PortholeDevBitcoinWallet',
}

/** Path of the built bundle. */
export const devBitcoinWalletBundlePath = walletBundlePath(bundle)

/** Builds the bundle and returns its path. */
export const buildDevBitcoinWallet = () => buildWalletBundle(bundle)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await buildDevBitcoinWallet()}`)
}
