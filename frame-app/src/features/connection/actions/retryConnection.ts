import type { FrameCore } from '../../../core/FrameCore.ts'

/** "Try again" after a declined or failed connect. */
export function retryConnection(app: Pick<FrameCore, 'connection'>) {
  app.connection.send({ type: 'RETRY' })
}
