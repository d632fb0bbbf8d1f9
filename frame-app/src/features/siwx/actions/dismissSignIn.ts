import type { FrameCore } from '../../../core/FrameCore.ts'
import { disconnect } from '../../connection/index.ts'
import { currentView, dismissModal } from '../../modal/index.ts'

/**
 * The modal's close button and Escape: the modal closes; closing a required sign-in
 * (ConnectingSiwe / SIWXSignMessage) declines it and disconnects (AppKit does the same).
 */
export function dismissSignIn(
  app: Pick<
    FrameCore,
    'accountRequests' | 'callHost' | 'connection' | 'frame' | 'report' | 'siwx' | 'viewStack'
  >,
): void {
  const view = currentView(app.viewStack.getSnapshot().context)
  if ((view === 'ConnectingSiwe' || view === 'SIWXSignMessage') && app.siwx.required())
    void disconnect(app, {})
  dismissModal(app)
}
