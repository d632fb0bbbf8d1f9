import type { Connection, ConnectionContext } from './ConnectionContext.ts'

/** `connection` becomes current; an older connection of the same connector is replaced. */
export function makeCurrent(
  context: ConnectionContext,
  connection: Connection,
): Partial<ConnectionContext> {
  const others = context.connections.filter((c) => c.connector.id !== connection.connector.id)
  return {
    current: connection,
    connections: [connection, ...others],
    caipNetworkId: connection.caipNetworkId,
    pending: null,
    error: null,
  }
}
