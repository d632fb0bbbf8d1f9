/** The rpc feature as other parts of the frame see it: import it only through this file. */

export { requestAccounts } from './actions/requestAccounts.ts'
export { bindRpcActions } from './bindRpcActions.ts'
export { createPendingAccountRequests } from './createPendingAccountRequests.ts'
export { createRpcHandler } from './createRpcHandler.ts'
export { createRefusedCalls } from './refused/createRefusedCalls.ts'
export { RefusedCallSlot } from './refused/RefusedCallSlot.tsx'

import type { bindRpcActions } from './bindRpcActions.ts'
import type { createPendingAccountRequests } from './createPendingAccountRequests.ts'
import type { createRpcHandler } from './createRpcHandler.ts'
import type { RefusedCalls } from './refused/createRefusedCalls.ts'

type RpcActions = ReturnType<typeof bindRpcActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    accountRequests: ReturnType<typeof createPendingAccountRequests>
    /** Whether the modal says a host call was refused (5103, 'Action not allowed'). */
    refusedCalls: RefusedCalls
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends RpcActions {}
}

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** The host's EIP-1193 requests (RPC_REQUEST). */
    rpc: ReturnType<typeof createRpcHandler>
  }
}
