import type { StateSnapshot } from '@porthole/shared-protocol'
import { sameSnapshot } from './deriveSnapshot.ts'

type Subscribable = { subscribe(listener: () => void): { unsubscribe(): void } }

/**
 * Call `listener` with each new snapshot of the frame app: `getSnapshot` is checked whenever one
 * of `actors` changes, and only a snapshot that differs from the last one is passed on.
 * Returns the unsubscribe function.
 */
export function subscribeSnapshots(
  actors: readonly Subscribable[],
  getSnapshot: () => StateSnapshot,
  listener: (snapshot: StateSnapshot) => void,
): () => void {
  let last: StateSnapshot | null = getSnapshot()
  const check = () => {
    const next = getSnapshot()
    if (sameSnapshot(last, next)) return
    last = next
    listener(next)
  }
  const subs = actors.map((actor) => actor.subscribe(check))
  return () => {
    for (const sub of subs) sub.unsubscribe()
  }
}
