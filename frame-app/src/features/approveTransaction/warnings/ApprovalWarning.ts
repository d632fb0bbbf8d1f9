import type { ApproveMessageKey } from '../approveMessages.ts'

/** One plain sentence ApproveTransaction shows above Approve, with its slots filled. */
export type ApprovalWarning = {
  key: ApproveMessageKey
  params?: Record<string, string>
  /** Slots filled with another translated string (a revert without a reason). */
  paramKeys?: Record<string, ApproveMessageKey>
}
