/** SPEC §3: the Coinbase connector (connector type EXTERNAL), as AppKit names it. */
export const COINBASE_CONNECTOR_ID = 'coinbaseWalletSDK'
export const COINBASE_NAME = 'Coinbase Wallet'
/** The Coinbase Wallet extension's EIP-6963 rdns: announced, it stands for the SDK's row. */
export const COINBASE_RDNS = 'com.coinbase.wallet'

/** What the Coinbase connector needs from the frame's setup. */
export type CoinbaseOptions = {
  /** The keys popup (`preference.keysUrl`); Coinbase's own keys.coinbase.com when absent. */
  keysUrl?: string | undefined
}
