// Builds the dev wallet for the browser: e2e/fixtures/devWallet/dist/dev-wallet.js, an IIFE
// that defines `window.PortholeDevWallet = { install, DEV_WALLET_MODES }`.
// The build itself: buildWalletBundle.mjs.
import { walletBundle } from './buildWalletBundle.mjs'

export const { path: devWalletBundlePath, build: buildDevWallet } = walletBundle(
  { folder: 'devWallet', file: 'dev-wallet.js', globalName: 'PortholeDevWallet' },
  import.meta.url,
)
