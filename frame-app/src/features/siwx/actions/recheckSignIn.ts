import type { FrameCore } from '../../../core/FrameCore.ts'
import type { Connection } from '../../connection/index.ts'
import { sessionCovers } from '../sessionCovers.ts'

/**
 * The connected account or network changed (the wallet switched, or the user picked another
 * connection): a session of the previous one is dropped at once (the host hears
 * `subscribeSession(undefined)`); when sign-in is configured for the new one, its session is
 * looked up at the api and, when it has none, the modal shows the sign-in view again
 * (declining then disconnects when sign-in is required, as after a connect).
 */
export async function recheckSignIn(
  app: Pick<
    FrameCore,
    'callHost' | 'connection' | 'frame' | 'report' | 'settings' | 'siwx' | 'viewStack'
  >,
  connection: Connection,
): Promise<void> {
  const { session } = app.siwx.getState()
  if (!session || sessionCovers(session, connection)) return
  app.siwx.reset()
  app.frame.send({ type: 'SIGN_IN_DROPPED' })
  if (!app.siwx.wanted(connection)) return
  if (await app.siwx.restore(connection)) return
  // Another change may have come while the api answered; the latest one decides.
  if (app.connection.getSnapshot().context.current !== connection) return
  const siwx = app.settings.getSnapshot().context.dapp?.siwx
  const view = siwx?.namespaces.includes('solana') ? 'SIWXSignMessage' : 'ConnectingSiwe'
  if (app.viewStack.getSnapshot().matches('open')) app.viewStack.send({ type: 'RESET', view })
  else app.viewStack.send({ type: 'OPEN', view })
  app.callHost('SHOW', null).catch(app.report)
}
