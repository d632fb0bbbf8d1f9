import type { StateSnapshot } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'
import { connectionState } from '../../features/connection/index.ts'
import { currentView } from '../../features/modal/index.ts'
import { deriveSnapshot } from './deriveSnapshot.ts'
import { subscribeSnapshots } from './subscribeSnapshots.ts'

/** The snapshot the host mirrors (STATE, GET_STATE), read from the frame's actors and stores. */
export function createHostSnapshots(app: FrameCore) {
  const getSnapshot = (): StateSnapshot => {
    const view = app.viewStack.getSnapshot()
    const conn = app.connection.getSnapshot()
    return deriveSnapshot({
      open: view.matches('open'),
      view: currentView(view.context),
      connectionState: connectionState(conn),
      connection: conn.context,
      session: app.siwx.getState().session,
      profile: app.names.getState(),
    })
  }
  return {
    getSnapshot,
    /** Call `listener` with each new snapshot (deduplicated); returns the unsubscribe function. */
    subscribe: (listener: (snapshot: StateSnapshot) => void) =>
      subscribeSnapshots(
        [
          app.viewStack,
          app.connection,
          { subscribe: (l) => ({ unsubscribe: app.siwx.subscribe(l) }) },
          { subscribe: (l) => ({ unsubscribe: app.names.subscribe(l) }) },
        ],
        getSnapshot,
        listener,
      ),
  }
}
