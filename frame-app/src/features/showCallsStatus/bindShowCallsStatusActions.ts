import type { ReadCallsReport } from '../../connectors/eip5792/CallsReport.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { showCallsStatus } from './actions/showCallsStatus.ts'

/** `wallet_showCallsStatus`'s action bound to one frame. */
export function bindShowCallsStatusActions(
  app: Pick<FrameCore, 'callHost' | 'callsStatus' | 'viewStack'>,
) {
  return {
    showCallsStatus: (args: { id: string; read: ReadCallsReport }) => showCallsStatus(app, args),
  }
}
