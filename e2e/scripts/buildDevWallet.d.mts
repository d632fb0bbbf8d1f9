/** Path of the built dev wallet bundle (e2e/fixtures/devWallet/dist/dev-wallet.js). */
export declare const devWalletBundlePath: string
/** Builds the dev wallet bundle and returns its path. */
export declare function buildDevWallet(): Promise<string>
