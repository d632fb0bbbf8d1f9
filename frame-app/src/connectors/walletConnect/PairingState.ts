/**
 * The pairing as the wallet-connection machine holds it (`walletConnectMachine`): the
 * connector reads it there and keeps no copy of its own.
 */
export type PairingState = {
  /** The URI on offer, null when there is none (expired, declined, settled). */
  uri: string | null
  /** When the URI stops being offered (ms). */
  expiry: number | null
  /** The URI has been shown in a view. */
  shown: boolean
  /** Counts pairings begun; only the latest one's answer is used. */
  generation: number
  /** A pairing is being created. */
  buffering: boolean
}
