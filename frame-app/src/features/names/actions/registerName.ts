import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentConnection } from '../../connection/index.ts'

/**
 * RegisterAccountName: the wallet signs and the api registers `label`; then
 * RegisterAccountNameSuccess as the stack's only view: a finished step has no Back.
 */
export async function registerName(
  app: Pick<FrameCore, 'connection' | 'names' | 'viewStack'>,
  { label }: { label: string },
): Promise<void> {
  const current = currentConnection(app)
  if (current && (await app.names.register(current, label)))
    app.viewStack.send({ type: 'RESET', view: 'RegisterAccountNameSuccess' })
}
