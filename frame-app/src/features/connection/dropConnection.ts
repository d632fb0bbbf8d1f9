import type { Connection, ConnectionContext } from './connectionMachine.ts'

/** The connection a disconnect is about: the one asked for, else the current one. */
export const disconnectTarget = (context: ConnectionContext): Connection | null =>
  context.connections.find((c) => c.connector.id === context.disconnectingId) ?? context.current

/** Drop the disconnected connection; when it was current, the next remaining one becomes current. */
export function dropConnection(context: ConnectionContext): Partial<ConnectionContext> {
  const target = disconnectTarget(context)
  const connections = context.connections.filter((c) => c !== target)
  const next = connections[0] ?? null
  return {
    current: next,
    connections,
    caipNetworkId: next ? next.caipNetworkId : context.caipNetworkId,
    pending: null,
    disconnectingId: null,
  }
}
