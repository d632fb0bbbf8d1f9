/** The approveTransaction feature as other parts of the frame see it: import it only through this file. */

export type { ApprovalContext, ApprovalRequest, PendingApproval } from './ApprovalRequest.ts'
export type { ApproveHook, ApproveOptions } from './createApprovalGate.ts'
export { createApprovalGate } from './createApprovalGate.ts'
export { loadSummary } from './loadSummary.ts'
export { createApproveTransactionViews } from './views/createApproveTransactionViews.ts'
export { createWalletRequestSlot } from './walletRequest/createWalletRequestSlot.ts'
export type { PromptingWallet } from './walletRequest/showWalletRequest.ts'

import type { ApproveCatalogKey } from './approveMessages.ts'
import type { ApprovalGate } from './createApprovalGate.ts'
import type { IntentMessageKey } from './intentMessages.ts'
import type { SimulationMessageKey } from './simulationMessages.ts'
import type { WalletRequestSlot } from './walletRequest/createWalletRequestSlot.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** ApproveTransaction: the embedded wallet's approval hook and its queue (SPEC §5). */
    approvals: ApprovalGate
    /** The "what this does" panel beside an external wallet's own prompt (issue 39). */
    walletRequests: WalletRequestSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    approve: ApproveCatalogKey
    /** What a request allows or moves, and its warnings (SECURITY #27). */
    approveIntent: IntentMessageKey
    /** A simulated request's balance changes, swaps and EIP-7702 delegations (issue 39). */
    approveSimulation: SimulationMessageKey
  }
}

import type { createApproveTransactionViews } from './views/createApproveTransactionViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createApproveTransactionViews> {}
}
