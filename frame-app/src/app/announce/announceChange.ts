import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { ConnectionState } from '../../features/connection/index.ts'
import type { MessageKey } from '../../i18n/en.ts'

/** What the live region needs to tell a change from one render to the next. */
export type AnnounceInput = {
  state: ConnectionState
  caipNetworkId: CaipNetworkId | null
  networkName: string
}

export type Announcement = { key: MessageKey; params?: Record<string, string> }

/**
 * The announcement a change deserves beyond the connection status itself: the wallet was
 * disconnected, or the network changed while connected.
 *
 * @example announceChange(connectedOnAnvil, connectedOnAnvilTwo) // { key: 'networks.switched', ... }
 */
export function announceChange(previous: AnnounceInput, next: AnnounceInput): Announcement | null {
  const wasConnected = previous.state === 'connected' || previous.state === 'disconnecting'
  if (wasConnected && next.state === 'disconnected') {
    return { key: 'status.disconnected' }
  }
  const switched =
    previous.state === 'connected' &&
    next.state === 'connected' &&
    previous.caipNetworkId !== null &&
    next.caipNetworkId !== null &&
    previous.caipNetworkId !== next.caipNetworkId
  return switched ? { key: 'networks.switched', params: { name: next.networkName } } : null
}
