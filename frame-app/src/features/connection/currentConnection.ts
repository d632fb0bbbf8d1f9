import type { FrameCore } from '../../app/FrameCore.ts'
import type { Connection } from './ConnectionContext.ts'
import { isConnected } from './isConnected.ts'

/** The connection the host sees (its snapshot's account), or null while it sees none. */
export function currentConnection(app: FrameCore): Connection | null {
  return isConnected(app) ? app.connection.getSnapshot().context.current : null
}
