import { waitFor } from 'xstate'
import type { FrameCore } from '../../../core/FrameCore.ts'

/** Disconnect one connection (SPEC §4), the current one by default; resolves once done. */
export async function disconnect(
  app: Pick<FrameCore, 'connection'>,
  { connectorId }: { connectorId?: string } = {},
) {
  app.connection.send(connectorId ? { type: 'DISCONNECT', connectorId } : { type: 'DISCONNECT' })
  await waitFor(app.connection, (state) => !state.matches('disconnecting'))
}
