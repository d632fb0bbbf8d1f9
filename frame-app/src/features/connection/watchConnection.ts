import type { ConnectionContext } from './connectionMachine.ts'

export type ConnectionChange = {
  from: string
  to: string
  previous: ConnectionContext
  context: ConnectionContext
}

/**
 * Call `onChange` for every change of the connection actor's state value, current connection
 * or active network (not for unrelated context updates such as a new error).
 */
export function watchConnection(
  actor: {
    getSnapshot(): { value: unknown; context: ConnectionContext }
    subscribe(listener: (snapshot: { value: unknown; context: ConnectionContext }) => void): {
      unsubscribe(): void
    }
  },
  onChange: (change: ConnectionChange) => void,
) {
  let last = actor.getSnapshot()
  return actor.subscribe((snapshot) => {
    const previous = last
    last = snapshot
    const from = String(previous.value)
    const to = String(snapshot.value)
    if (
      from === to &&
      previous.context.current === snapshot.context.current &&
      previous.context.caipNetworkId === snapshot.context.caipNetworkId
    )
      return
    onChange({ from, to, previous: previous.context, context: snapshot.context })
  })
}
