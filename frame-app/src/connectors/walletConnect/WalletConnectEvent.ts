import type { ErrorData } from '@porthole/shared-protocol'

/** What the WalletConnect connector tells the wallet-connection state (SPEC §3). */
export type WalletConnectEvent =
  | { type: 'BUFFERING' }
  | { type: 'URI'; uri: string; expiry: number }
  /** The URI is on screen (the reuse rule of SPEC §4 counts it as used). */
  | { type: 'SHOWN' }
  | { type: 'DECLINED'; error: ErrorData }
  | { type: 'FAILED'; error: ErrorData }
  | { type: 'SESSION' }
  | { type: 'ENDED' }
