import type { FrameCore } from '../../../core/FrameCore.ts'
import { hideModal } from '../../modal/index.ts'

/**
 * What AppKit does after a network switch picked in Networks: back to the view Networks was
 * opened from (Account), or close the modal when Networks was the first view (the host opened
 * it). Nothing when Networks is not in the history any more.
 */
export function leaveNetworks(app: Pick<FrameCore, 'callHost' | 'report' | 'viewStack'>) {
  const snapshot = app.viewStack.getSnapshot()
  if (!snapshot.matches('open')) return
  const { history } = snapshot.context
  const at = history.findIndex((entry) => entry.view === 'Networks')
  if (at < 0) return
  if (at === 0) return hideModal(app)
  for (let views = history.length - at; views > 0; views--) app.viewStack.send({ type: 'BACK' })
}
