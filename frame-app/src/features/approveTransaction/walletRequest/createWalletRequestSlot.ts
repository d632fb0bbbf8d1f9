import { createLazySlot } from '../../../core/createLazySlot.ts'
import type { ApprovalContext, ApprovalRequest } from '../ApprovalRequest.ts'
import type { ApprovalSummary } from '../summary/ApprovalSummary.ts'
import type { WalletRequests } from './createWalletRequests.ts'

/**
 * The wallet-prompt panel's place in a frame app: its chunk builds the panel on the first host
 * request an external wallet prompts for (`showWalletRequest`), so the machine stays out of
 * the first paint. `summarize` is ApproveTransaction's (`loadSummary`), shared.
 */
export function createWalletRequestSlot(
  summarize: (request: ApprovalRequest, context: ApprovalContext) => Promise<ApprovalSummary>,
) {
  return { summarize, ...createLazySlot<WalletRequests>() }
}
export type WalletRequestSlot = ReturnType<typeof createWalletRequestSlot>
