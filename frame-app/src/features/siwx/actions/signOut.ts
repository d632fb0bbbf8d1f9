import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentConnection, disconnect } from '../../connection/index.ts'

/** Host `signOut()`: revoke the session (the wallet signs); with required sign-in, disconnect too. */
export async function signOut(app: Pick<FrameCore, 'connection' | 'siwx'>): Promise<void> {
  await app.siwx.signOut(currentConnection(app))
  if (app.siwx.required() && currentConnection(app)) await disconnect(app, {})
}
