import type { FrameCore } from '../../../core/FrameCore.ts'
import { disconnect } from '../../connection/index.ts'
import { finishConnect } from './finishConnect.ts'

/** "Cancel" on the sign-in view: disconnects when sign-in is required, else the connect finishes. */
export async function skipSignIn(
  app: Pick<
    FrameCore,
    'callHost' | 'connection' | 'frame' | 'report' | 'siwx' | 'unsupportedChain' | 'viewStack'
  >,
): Promise<void> {
  if (app.siwx.required()) await disconnect(app, {})
  else finishConnect(app)
}
