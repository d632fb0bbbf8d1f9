/** The connection machine's top-level states. */
export type ConnectionState =
  | 'disconnected'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'disconnecting'

const states: readonly ConnectionState[] = [
  'connecting',
  'connected',
  'reconnecting',
  'disconnecting',
  'disconnected',
]

/** Which top-level state a connection snapshot is in, read with `matches()`. */
export function connectionState(snapshot: {
  matches(state: ConnectionState): boolean
}): ConnectionState {
  return states.find((state) => snapshot.matches(state)) ?? 'disconnected'
}
