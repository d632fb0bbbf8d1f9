import type { CaipNetworkId, ErrorData } from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent, ConnectResult } from '../../connectors/Connector.ts'

export type Connection = ConnectResult & { connector: Connector }

export type ConnectionContext = {
  /** The connection the host sees; also the first entry of `connections`. */
  current: Connection | null
  /** Every open connection, the current one first (SPEC §4: several at once). */
  connections: Connection[]
  /** The connector being connected, or the last one that failed (for "Try again"). */
  pending: Connector | null
  error: ErrorData | null
  /** The wallets a reload may reconnect, most likely first (while 'reconnecting'). */
  restoring: Connector[]
  /** The network shown while disconnected; the wallet's network while connected. */
  caipNetworkId: CaipNetworkId | null
  /** The connection being disconnected (while 'disconnecting'); null means the current one. */
  disconnectingId: string | null
  /**
   * Why the last disconnect did not reach the wallet (SPEC §8 'Failed to disconnect'); the
   * connection is dropped all the same. Cleared when the next disconnect starts.
   */
  disconnectError: ErrorData | null
}

export type ConnectionEvent =
  | { type: 'CONNECT'; connector: Connector }
  | { type: 'RESTORE'; connectors: Connector[] }
  /** A wallet of another namespace restored while connected (it arrived later in the page). */
  | { type: 'RESTORED'; connection: Connection; current: boolean }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  /** Disconnect one connection (by connector id), the current one by default. */
  | { type: 'DISCONNECT'; connectorId?: string }
  /** Make another open connection the current one. */
  | { type: 'SWITCH'; connectorId: string }
  | { type: 'SELECT_NETWORK'; caipNetworkId: CaipNetworkId }
  | { type: 'WALLET_EVENT'; connectorId: string; event: ConnectorEvent }
