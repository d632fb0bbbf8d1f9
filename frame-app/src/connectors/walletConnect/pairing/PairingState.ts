import type { PairingTicket } from '../WalletConnectEvent.ts'

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
  /** The latest pairing begun (its BUFFERING ticket): only its answer is used. */
  current: PairingTicket | null
  /** A pairing is being created. */
  buffering: boolean
}
