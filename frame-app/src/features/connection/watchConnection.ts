import type { ConnectionContext } from '../../core/connection/ConnectionContext.ts'
import { type ConnectionState, connectionState } from './connectionState.ts'

type Watched = {
  matches(state: ConnectionState): boolean
  context: ConnectionContext
}

export type ConnectionChange = {
  from: ConnectionState
  to: ConnectionState
  previous: ConnectionContext
  context: ConnectionContext
}

/**
 * Call `onChange` for every change of the connection actor's state value, current connection
 * or active network (not for unrelated context updates such as a new error).
 */
export function watchConnection(
  actor: {
    getSnapshot(): Watched
    subscribe(listener: (snapshot: Watched) => void): {
      unsubscribe(): void
    }
  },
  onChange: (change: ConnectionChange) => void,
) {
  let last = actor.getSnapshot()
  return actor.subscribe((snapshot) => {
    const previous = last
    last = snapshot
    const from = connectionState(previous)
    const to = connectionState(snapshot)
    if (
      from === to &&
      previous.context.current === snapshot.context.current &&
      previous.context.caipNetworkId === snapshot.context.caipNetworkId
    )
      return
    onChange({ from, to, previous: previous.context, context: snapshot.context })
  })
}
