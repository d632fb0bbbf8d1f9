import type { FrameCore } from '../../../core/FrameCore.ts'
import { openModal } from '../../modal/index.ts'
import { RefusedCallNotice } from '../refused/RefusedCallNotice.tsx'
import { signsOrSends } from '../refused/signsOrSends.ts'

/**
 * The embedded wallet refused a host's call (5103). For one that signs or sends, the modal
 * says 'Action not allowed' over the view it shows, opening on its default view (Account) when
 * it was closed (SPEC §5, §8); other refusals stay the page's. Loaded from the rpc feature's
 * chunk with the first refusal.
 */
export function showRefusedCall(app: FrameCore, method: string) {
  if (!signsOrSends(method)) return
  if (!app.viewStack.getSnapshot().matches('open')) openModal(app)
  app.refusedCalls.set(RefusedCallNotice)
  app.callHost('SHOW', null).catch(app.report)
}
