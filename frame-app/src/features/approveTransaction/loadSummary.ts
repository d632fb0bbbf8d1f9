import type { ApprovalContext, ApprovalRequest } from './ApprovalRequest.ts'
import type { SummaryDeps } from './summarizeWithDeps.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'

/**
 * The gate's `summarize`: loads the decoders with the view's chunk (never in the first paint)
 * and decodes a request for its network, reading tokens, names and code from the frame's chain
 * client, and the addresses the account sent to from `pastRecipients` (the Account activity
 * at hand).
 */
export function loadSummary(deps: SummaryDeps) {
  return async (request: ApprovalRequest, context: ApprovalContext): Promise<ApprovalSummary> => {
    const { summarizeWithDeps } = await import('./summarizeWithDeps.ts')
    return summarizeWithDeps(deps, request, context)
  }
}
