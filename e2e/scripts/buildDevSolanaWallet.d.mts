/** Path of the built dev Solana wallet bundle (e2e/fixtures/devSolanaWallet/dist/dev-solana-wallet.js). */
export declare const devSolanaWalletBundlePath: string
/** Builds the dev Solana wallet bundle and returns its path. */
export declare function buildDevSolanaWallet(): Promise<string>
