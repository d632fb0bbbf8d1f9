import type { Connection, ConnectionContext } from './ConnectionContext.ts'

/** The connection a disconnect is about: the one asked for, else the current one. */
export const disconnectTarget = (context: ConnectionContext): Connection | null =>
  context.connections.find((c) => c.connector.id === context.disconnectingId) ?? context.current

/** Connector types whose disconnect takes every namespace using them (SPEC §4). */
const SHARED_TYPES = new Set(['WALLET_CONNECT', 'AUTH'])

/**
 * Drop the disconnected connection, and with a WalletConnect or embedded one every other
 * connection of that connector type (SPEC §4: one session serves their namespaces); when the
 * current one went, the next remaining one becomes current.
 */
export function dropConnection(context: ConnectionContext): Partial<ConnectionContext> {
  const target = disconnectTarget(context)
  const shared = target && SHARED_TYPES.has(target.connector.type) ? target.connector.type : null
  const connections = context.connections.filter(
    (c) => c !== target && (shared === null || c.connector.type !== shared),
  )
  const next = connections[0] ?? null
  return {
    current: next,
    connections,
    caipNetworkId: next ? next.caipNetworkId : context.caipNetworkId,
    pending: null,
    disconnectingId: null,
  }
}
