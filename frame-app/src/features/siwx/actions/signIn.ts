import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentConnection, disconnect } from '../../connection/index.ts'
import { finishConnect } from './finishConnect.ts'

/**
 * ConnectingSiwe / SIWXSignMessage's "Sign": the wallet signs and the api keeps the session,
 * then the connect finishes; declining disconnects when sign-in is required, and Connect says so.
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
  if (app.siwx.getState().error !== 'declined' || !app.siwx.required()) return
  await disconnect(app, {})
  // Connect says why the wallet is gone, and its list is the way back.
  app.viewStack.send({ type: 'RESET', view: 'Connect', params: { notice: 'signInDeclined' } })
}
