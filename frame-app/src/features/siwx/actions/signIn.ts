import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentConnection, disconnect } from '../../connection/index.ts'
import { finishConnect } from './finishConnect.ts'

/**
 * ConnectingSiwe / SIWXSignMessage's "Sign": the wallet signs and the api keeps the session,
 * then the connect finishes; declining disconnects when sign-in is required.
 */
export async function signIn(
  app: Pick<
    FrameCore,
    'callHost' | 'connection' | 'frame' | 'report' | 'siwx' | 'unsupportedChain' | 'viewStack'
  >,
): Promise<void> {
  const current = currentConnection(app)
  if (!current) return
  if (await app.siwx.signIn(current)) return finishConnect(app)
  if (app.siwx.getState().error === 'declined' && app.siwx.required()) await disconnect(app, {})
}
