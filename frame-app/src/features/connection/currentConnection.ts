import type { Connection } from '../../core/connection/ConnectionContext.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { isConnected } from './isConnected.ts'

/** The connection the host sees (its snapshot's account), or null while it sees none. */
export function currentConnection(app: Pick<FrameCore, 'connection'>): Connection | null {
  return isConnected(app) ? app.connection.getSnapshot().context.current : null
}
