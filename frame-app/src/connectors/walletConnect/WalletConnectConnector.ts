import type { CaipNetworkId, Network, RpcRequest } from '@porthole/shared-protocol'
import type { Connector } from '../Connector.ts'
import type { SignClientLike, WcAuthParams, WcSession } from './loadSignClient.ts'
import type { PairingState } from './pairing/PairingState.ts'
import type { WalletConnectEvent } from './WalletConnectEvent.ts'

export type WalletConnectConnectorOptions = {
  /** Loads the sign-client chunk and starts the client (called once, on first need). */
  loadClient: () => Promise<SignClientLike>
  getNetworks: () => readonly Network[]
  getActiveNetworkId: () => CaipNetworkId | null
  /** Wallet-connection state updates (URI, declined, session...), for the machine. */
  onEvent: (event: WalletConnectEvent) => void
  /** The pairing as the machine holds it after the events so far. */
  getPairing: () => PairingState
  /** Resolves once no pairing is being created. */
  pairingSettled: () => Promise<void>
  /** Invalid wallet events and failed background work, for the telemetry sink. */
  onError: (error: unknown) => void
  userAgent: string
  /**
   * One-click auth (`wc_sessionAuthenticate`): the sign-in request for a new pairing when
   * sign-in is wanted, else null (a plain session proposal).
   */
  getAuthParams?: () => Promise<WcAuthParams | null>
  now?: () => number
  pairingExpiryMs?: number
}

export type WalletConnectConnector = Connector & {
  /** Create a pairing ahead of the tap (idempotent while one is usable). */
  preparePairing(): Promise<void>
  /** The pairing a view shows; a fresh one unless the reuse rule says otherwise (SPEC §4). */
  showPairing(): Promise<void>
  /** The current pairing URI, synchronously (for a deep link inside a tap), or null. */
  currentUri(): string | null
  /** The live session (every namespace the wallet approved), or null. */
  session(): WcSession | null
  /** Called with the session after each change (approved, updated, ended); returns unsubscribe. */
  watchSession(listener: (session: WcSession | null) => void): () => void
  /** A request on the live session for `chainId` (any approved namespace), wallet errors mapped. */
  requestOn(chainId: string, request: RpcRequest): Promise<unknown>
}
