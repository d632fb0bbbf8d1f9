/** The rpc feature as other parts of the frame see it: import it only through this file. */
export { requestAccounts } from './actions/requestAccounts.ts'
export { createPendingAccountRequests } from './createPendingAccountRequests.ts'
export { createRpcHandler } from './createRpcHandler.ts'

import type { createPendingAccountRequests } from './createPendingAccountRequests.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    accountRequests: ReturnType<typeof createPendingAccountRequests>
  }
}
