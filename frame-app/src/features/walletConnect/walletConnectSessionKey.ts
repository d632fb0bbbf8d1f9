/** Frame storage key marking that a WalletConnect session was open (restore it on reload). */
export const WALLET_CONNECT_SESSION_KEY = 'porthole:wcSession'
