import type { FrameCore } from '../../../core/FrameCore.ts'
import { closeModal } from './closeModal.ts'

/** The user closed the modal (close button, Escape, backdrop, back on the last view). */
export function dismissModal(
  app: Pick<
    FrameCore,
    'accountRequests' | 'callHost' | 'connection' | 'frame' | 'report' | 'viewStack'
  >,
) {
  closeModal(app)
  app.callHost('HIDE', null).catch(app.report)
}
