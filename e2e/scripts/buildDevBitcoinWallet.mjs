// Builds the dev Bitcoin wallet for the browser: e2e/fixtures/devBitcoinWallet/dist/dev-bitcoin-wallet.js,
// an IIFE that defines `window.PortholeDevBitcoinWallet = { install }`.
// The build itself: buildWalletBundle.mjs.
import { walletBundle } from './buildWalletBundle.mjs'

export const { path: devBitcoinWalletBundlePath, build: buildDevBitcoinWallet } = walletBundle(
  {
    folder: 'devBitcoinWallet',
    file: 'dev-bitcoin-wallet.js',
    globalName: 'PortholeDevBitcoinWallet',
  },
  import.meta.url,
)
