import type { FrameCore } from '../../core/FrameCore.ts'

/** The host sees a connection (also while another wallet is being added or one disconnects). */
export function isConnected(app: Pick<FrameCore, 'connection'>): boolean {
  const snapshot = app.connection.getSnapshot()
  return (
    snapshot.matches('connected') ||
    snapshot.matches('disconnecting') ||
    (snapshot.matches('connecting') && snapshot.context.current !== null)
  )
}
