import type { FrameCore } from '../../core/FrameCore.ts'
import { requestAccounts } from './actions/requestAccounts.ts'
import { showRefusedCall } from './actions/showRefusedCall.ts'

/** The host RPC's actions bound to one frame: `eth_requestAccounts` and its kin. */
export function bindRpcActions(app: FrameCore) {
  return {
    requestAccounts: () => requestAccounts(app),
    /** Say in the modal that the embedded wallet refused a host's call (5103). */
    showRefusedCall: () => showRefusedCall(app),
  }
}
