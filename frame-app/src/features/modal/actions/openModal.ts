import type { ViewName } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../app/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'
import { resolveOpenView } from '../resolveOpenView.ts'

/**
 * Show the modal: on `view` when it is available (else a `ViewUnavailableError` naming why),
 * by default on Account when connected and Connect when not.
 */
export function openModal(app: FrameCore, { view }: { view?: ViewName | undefined } = {}) {
  const connected = isConnected(app)
  const target = view
    ? resolveOpenView(app.views, view, {
        connected,
        apiConfigured: app.api !== null,
        dapp: app.settings.getSnapshot().context.dapp,
      })
    : connected
      ? 'Account'
      : 'Connect'
  app.viewStack.send({ type: 'OPEN', view: target })
}
