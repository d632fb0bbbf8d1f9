/** The rpc feature as other parts of the frame see it: import it only through this file. */

export { requestAccounts } from './actions/requestAccounts.ts'
export { bindRpcActions } from './bindRpcActions.ts'
export { createPendingAccountRequests } from './createPendingAccountRequests.ts'
export { createRpcHandler } from './createRpcHandler.ts'

import type { bindRpcActions } from './bindRpcActions.ts'
import type { createPendingAccountRequests } from './createPendingAccountRequests.ts'
import type { createRpcHandler } from './createRpcHandler.ts'

type RpcActions = ReturnType<typeof bindRpcActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    accountRequests: ReturnType<typeof createPendingAccountRequests>
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
