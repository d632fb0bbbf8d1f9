import type { ReadCallsReport } from '../../../connectors/eip5792/CallsReport.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentView } from '../../../core/viewStack/viewStackMachine.ts'

/**
 * A host's `wallet_showCallsStatus` for a batch the modal sent: CallsStatus for batch `id` on
 * top of what the modal shows (in place of another batch's CallsStatus), the modal shown.
 * Resolves once the host shows it.
 */
export async function showCallsStatus(
  app: Pick<FrameCore, 'callHost' | 'callsStatus' | 'viewStack'>,
  { id, read }: { id: string; read: ReadCallsReport },
): Promise<void> {
  app.callsStatus.set(id, read)
  const snapshot = app.viewStack.getSnapshot()
  const type = !snapshot.matches('open')
    ? 'OPEN'
    : currentView(snapshot.context) === 'CallsStatus'
      ? 'REPLACE'
      : 'PUSH'
  app.viewStack.send({ type, view: 'CallsStatus', params: { id } })
  await app.callHost('SHOW', null)
}
