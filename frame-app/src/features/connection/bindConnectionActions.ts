import type { FrameCore } from '../../core/FrameCore.ts'
import { disconnect } from './actions/disconnect.ts'
import { retryConnection } from './actions/retryConnection.ts'
import { switchConnection } from './actions/switchConnection.ts'

/** The connection's actions bound to one frame: retry, disconnect, switch between connections. */
export function bindConnectionActions(app: Pick<FrameCore, 'connection'>) {
  return {
    retry: () => retryConnection(app),
    disconnect: (connectorId?: string) =>
      disconnect(app, connectorId === undefined ? {} : { connectorId }),
    switchConnection: (connectorId: string) => switchConnection(app, { connectorId }),
  }
}
