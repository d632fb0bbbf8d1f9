/** The connection feature as other parts of the frame see it: import it only through this file. */

import { bindConnectionActions } from './bindConnectionActions.ts'
import { createConnectionViews } from './views/createConnectionViews.ts'

export type { Connection, ConnectionContext } from '../../core/connection/ConnectionContext.ts'
export { connectionMachine } from '../../core/connection/connectionMachine.ts'
export type { TrackedEvent } from '../../core/connection/TrackedEvent.ts'
export { disconnect } from './actions/disconnect.ts'
export { restoreConnection } from './actions/restoreConnection.ts'
export { switchConnection } from './actions/switchConnection.ts'
export type { ConnectionState } from './connectionState.ts'
export { connectionState } from './connectionState.ts'
export { currentConnection } from './currentConnection.ts'
export { describeStatus } from './describeStatus.ts'
export { type ConnectionView, useConnection } from './hooks/useConnection.ts'
export { isConnected } from './isConnected.ts'
export { watchConnection } from './watchConnection.ts'

/** The connection: connect, switch, restore and disconnect, and ConnectingExternal. */
export const connectionFeature = {
  actions: bindConnectionActions,
  views: createConnectionViews,
}
