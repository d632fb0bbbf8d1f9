/** The approveTransaction feature as other parts of the frame see it: import it only through this file. */

export type { ApprovalContext, ApprovalRequest, PendingApproval } from './ApprovalRequest.ts'
export type { ApproveHook, ApproveOptions } from './createApprovalGate.ts'
export { createApprovalGate } from './createApprovalGate.ts'
export { loadSummary } from './loadSummary.ts'

import type { ApproveMessageKey } from './approveMessages.ts'
import type { ApprovalGate } from './createApprovalGate.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** ApproveTransaction: the embedded wallet's approval hook and its queue (SPEC §5). */
    approvals: ApprovalGate
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    approve: ApproveMessageKey
  }
}
