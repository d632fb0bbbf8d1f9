/** Path of the built dev Bitcoin wallet bundle (e2e/fixtures/devBitcoinWallet/dist/dev-bitcoin-wallet.js). */
export declare const devBitcoinWalletBundlePath: string
/** Builds the dev Bitcoin wallet bundle and returns its path. */
export declare function buildDevBitcoinWallet(): Promise<string>
