/** A dev wallet's browser bundle: its folder under e2e/fixtures, its file in dist/, its global. */
export type WalletBundle = { folder: string; file: string; globalName: string }
/** Path of the built bundle (e2e/fixtures/<folder>/dist/<file>). */
export declare function walletBundlePath(bundle: WalletBundle): string
/** Builds the bundle and returns its path. */
export declare function buildWalletBundle(bundle: WalletBundle): Promise<string>
/** The bundle's path and its build; run as `node <scriptUrl's file>`, the script builds it. */
export declare function walletBundle(
  bundle: WalletBundle,
  scriptUrl: string,
): { path: string; build: () => Promise<string> }
