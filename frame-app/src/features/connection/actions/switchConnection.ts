import type { FrameCore } from '../../../core/FrameCore.ts'

/** Make another open connection the current one; the host follows it. */
export function switchConnection(
  app: Pick<FrameCore, 'connection'>,
  { connectorId }: { connectorId: string },
) {
  app.connection.send({ type: 'SWITCH', connectorId })
}
