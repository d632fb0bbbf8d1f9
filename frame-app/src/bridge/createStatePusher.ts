import type { StateSnapshot } from '@porthole/shared-protocol'
import { sameSnapshot } from '../app/hostState/deriveSnapshot.ts'

/**
 * The frame's STATE pushes to the host, numbered from READY: `offer` pushes a snapshot that
 * differs from the last one pushed; `check` offers the frame's snapshot now. Both return how
 * many pushes were made, which is what a host with `refs` gets as the answer of a call that
 * changes the state (docs/decisions/0283-bridge-answers-name-the-state-push.md).
 */
export function createStatePusher(
  getSnapshot: () => StateSnapshot,
  push: (snapshot: StateSnapshot) => void,
) {
  let last = getSnapshot()
  let pushed = 0
  const offer = (next: StateSnapshot) => {
    if (sameSnapshot(last, next)) return pushed
    last = next
    pushed += 1
    push(next)
    return pushed
  }
  return { offer, check: () => offer(getSnapshot()) }
}
