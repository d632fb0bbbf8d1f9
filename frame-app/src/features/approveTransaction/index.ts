/** The approveTransaction feature as other parts of the frame see it: import it only through this file. */
export type { ApprovalContext, ApprovalRequest, PendingApproval } from './ApprovalRequest.ts'
export type { ApprovalGate, ApproveHook, ApproveOptions } from './createApprovalGate.ts'
export { createApprovalGate } from './createApprovalGate.ts'
export { loadSummary } from './loadSummary.ts'
