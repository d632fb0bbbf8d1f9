/**
 * A feature's place in a frame app for what its lazy chunk creates on first use (an actor, a
 * list): first paint holds only this, the chunk hands `ensure` the builder, and the value then
 * lives as long as the frame. `onCreate` runs once it exists (a flow's slot lets the
 * coordinator load it, `app/watchViewLoading`).
 */
export function createLazySlot<T>(onCreate: (value: T) => void = () => undefined) {
  let value: T | null = null
  return {
    /** The value, or null before its chunk first created it. */
    current: (): T | null => value,
    /** This frame's value; `create` builds it the first time. */
    ensure(create: () => T): T {
      if (value !== null) return value
      value = create()
      onCreate(value)
      return value
    },
  }
}
