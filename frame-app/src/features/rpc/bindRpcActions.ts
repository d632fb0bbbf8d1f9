import type { FrameCore } from '../../core/FrameCore.ts'
import { requestAccounts } from './actions/requestAccounts.ts'

/** The host RPC's actions bound to one frame: `eth_requestAccounts` and its kin. */
export function bindRpcActions(
  app: Pick<FrameCore, 'accountRequests' | 'callHost' | 'frame' | 'report' | 'viewStack'>,
) {
  return {
    requestAccounts: () => requestAccounts(app),
  }
}
