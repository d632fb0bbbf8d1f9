import type { FrameCore } from '../../../core/FrameCore.ts'
import { backCloses, currentView } from '../../../core/viewStack/viewStackMachine.ts'
import { dismissModal } from './dismissModal.ts'

/** Back: one view back, or close (SPEC §2); leaving ConnectingExternal cancels its connect. */
export function goBack(
  app: Pick<
    FrameCore,
    'accountRequests' | 'callHost' | 'connection' | 'frame' | 'report' | 'viewStack'
  >,
) {
  const { context } = app.viewStack.getSnapshot()
  if (backCloses(context.history)) return dismissModal(app)
  if (currentView(context) === 'ConnectingExternal') app.connection.send({ type: 'CANCEL' })
  app.viewStack.send({ type: 'BACK' })
}
