import type { FrameCore } from '../../../core/FrameCore.ts'
import { openModal } from '../../modal/index.ts'

/**
 * The embedded wallet refused a host's call (5103): the modal says 'Action not allowed' over
 * the view it shows, opening on its default view (Account) when it was closed (SPEC §5, §8).
 */
export function showRefusedCall(app: FrameCore) {
  if (!app.viewStack.getSnapshot().matches('open')) openModal(app)
  app.refusedCalls.show()
  app.callHost('SHOW', null).catch(app.report)
}
