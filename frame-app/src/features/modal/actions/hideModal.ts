import type { FrameCore } from '../../../core/FrameCore.ts'

/** The modal's flow is done (a host request answered): close the card and the host dialog. */
export function hideModal(app: Pick<FrameCore, 'callHost' | 'report' | 'viewStack'>) {
  app.viewStack.send({ type: 'CLOSE' })
  app.callHost('HIDE', null).catch(app.report)
}
