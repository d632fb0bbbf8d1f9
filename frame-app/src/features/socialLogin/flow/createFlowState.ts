import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentView } from '../../modal/index.ts'

/**
 * A login flow's state as views read it (`getState`, `subscribe`, for `useSyncExternalStore`),
 * `set` merging a change and telling every listener, and `end` called as soon as the modal
 * closes or `view` is no longer the one shown (SPEC §2: leaving the view ends the attempt).
 */
export function createFlowState<State extends object>(
  app: Pick<FrameCore, 'viewStack'>,
  view: string,
  initial: State,
  end: () => void,
) {
  const listeners = new Set<() => void>()
  let state = initial
  app.viewStack.subscribe((snapshot) => {
    if (!snapshot.matches('open') || currentView(snapshot.context) !== view) end()
  })
  return {
    get: () => state,
    set(next: Partial<State>) {
      state = { ...state, ...next }
      for (const listener of listeners) listener()
    },
    /** What the flow's view reads. */
    store: {
      getState: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    },
  }
}
