import type { ErrorData } from '@porthole/shared-protocol'

/**
 * Names one pairing the connector begins: the machine keeps the latest as the current one, and
 * an answer for any other pairing is ended, not used.
 */
export type PairingTicket = symbol

/** What the WalletConnect connector tells the wallet-connection state (SPEC §3). */
export type WalletConnectEvent =
  /** A pairing is being created; it becomes the current one. */
  | { type: 'BUFFERING'; pairing: PairingTicket }
  | { type: 'URI'; uri: string; expiry: number }
  /** The URI is on screen (the reuse rule of SPEC §4 counts it as used). */
  | { type: 'SHOWN' }
  | { type: 'DECLINED'; error: ErrorData }
  | { type: 'FAILED'; error: ErrorData }
  | { type: 'SESSION' }
  | { type: 'ENDED' }
