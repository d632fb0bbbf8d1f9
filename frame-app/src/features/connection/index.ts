/** The connection feature as other parts of the frame see it: import it only through this file. */

export { disconnect } from './actions/disconnect.ts'
export { restoreConnection } from './actions/restoreConnection.ts'
export { retryConnection } from './actions/retryConnection.ts'
export { switchConnection } from './actions/switchConnection.ts'
export type { Connection, ConnectionContext } from './connectionMachine.ts'
export { connectionMachine } from './connectionMachine.ts'
export type { ConnectionState } from './connectionState.ts'
export { connectionState } from './connectionState.ts'
export { describeStatus } from './describeStatus.ts'
export { isConnected } from './isConnected.ts'
export type { TrackedEvent } from './TrackedEvent.ts'
export { watchConnection } from './watchConnection.ts'
