/**
 * Every key the frame stores, under one prefix (SPEC §9), and where each may live. `host`
 * keys are harmless preferences, kept in the host page's storage when the browser blocks the
 * frame's own; the rest can act as the user (DESIGN.md storage rule, SECURITY.md #7) and never
 * leave the frame: the frame's storage, storage the user granted through the Storage Access
 * API, or memory for the page's life.
 */
export const storageKeys = {
  /**
   * The connected host wallets, one per namespace, the current one first: the rdns of an
   * EIP-6963 wallet, the name of a Wallet Standard one (uuids change on every page load).
   */
  connectedWallets: { key: 'porthole:connectedWallets', host: true },
  /** The last used chain (SPEC §9), as a CAIP-2 id. */
  activeNetwork: { key: 'porthole:activeCaipNetworkId', host: true },
  /** Recently used wallets (SPEC §3 recentWallet). */
  recentWallets: { key: 'porthole:recentWallets', host: true },
  /** A WalletConnect session was open: restore it after a reload. */
  walletConnectSession: { key: 'porthole:wcSession', host: false },
  /** Prefix: the session token (SPEC §9), a sign-in signature, per session id. */
  siwxSignature: { key: 'porthole:siwx:signature:', host: false },
  /**
   * The Data API `clientId` (SPEC §7): a random id of this browser for this host site, in the
   * frame's own storage only (decision 0206): harmless, but it is an identifier.
   */
  clientId: { key: 'porthole:clientId', host: false },
  /** Prefix: the sign-client's store (client seed, pairing and session keys). */
  walletConnectStore: { key: 'porthole:wc:', host: false },
  /**
   * Prefix: per order id, a payment the wallet sent that the api has not recorded yet (its
   * claim and transaction hash): the next `modal.pay` of the order resumes it, never pays twice.
   */
  sentPayment: { key: 'porthole:pay:sent:', host: false },
} as const

export type StorageKeyName = keyof typeof storageKeys

/** Whether `key` may be written to the host page's storage: an exact `host` key, nothing else. */
export function isHostSafeKey(key: string): boolean {
  return Object.values(storageKeys).some((entry) => entry.host && entry.key === key)
}
