import { classifyRpcMethod } from '@porthole/shared-protocol'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import type { ApproveHook, ApproveOptions } from './createApprovalGate.ts'

export type RequestWithApprovalParams<T> = {
  approve: ApproveHook
  context: Parameters<ApproveHook>[1]
  /** Answers the request once allowed (the embedded connector: the chain, or the vault). */
  forward: (request: ApprovalRequest) => Promise<T>
} & ApproveOptions

/**
 * SPEC §5 for an embedded wallet, in one call: a safe method is forwarded at once, a "not safe"
 * one only after the user approves it (`approve`, ApproveTransaction), and any other method
 * throws `RpcNotAllowedError` (5103) without asking anyone.
 * @example await requestWithApproval(request, { approve: app.approvals.approve, context, forward })
 */
export async function requestWithApproval<T>(
  request: ApprovalRequest,
  { approve, context, forward, ...options }: RequestWithApprovalParams<T>,
): Promise<T> {
  if (classifyRpcMethod(request.method) === 'approval') await approve(request, context, options)
  return forward(request)
}
