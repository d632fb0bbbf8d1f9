// Builds the dev Solana wallet for the browser: e2e/fixtures/devSolanaWallet/dist/dev-solana-wallet.js,
// an IIFE that defines `window.PortholeDevSolanaWallet = { install, DEV_SOLANA_WALLET_MODES }`.
// The build itself: buildWalletBundle.mjs.
import { walletBundle } from './buildWalletBundle.mjs'

export const { path: devSolanaWalletBundlePath, build: buildDevSolanaWallet } = walletBundle(
  {
    folder: 'devSolanaWallet',
    file: 'dev-solana-wallet.js',
    globalName: 'PortholeDevSolanaWallet',
  },
  import.meta.url,
)
