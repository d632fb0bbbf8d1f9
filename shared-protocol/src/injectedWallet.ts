/**
 * The host wallet the loader finds only on the host page's `window.ethereum` (no EIP-6963
 * announcement) travels in SYNC_HOST_WALLETS under this uuid and SPEC §5's generic name; the
 * frame makes it an INJECTED connector.
 */
export const INJECTED_WALLET_UUID = 'injected'
export const INJECTED_WALLET_NAME = 'Browser Wallet'
