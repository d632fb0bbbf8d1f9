import type { CaipNetworkId, RpcRequest } from '@porthole/shared-protocol'

/** What the embedded connector asks the user to approve: one SPEC §5 "not safe" request. */
export type ApprovalRequest = Pick<RpcRequest, 'method' | 'params'>

/**
 * Who asks and for what: the verified host origin comes from the bridge (settings), never from
 * the request; the account and network are the embedded wallet's at the time of the request.
 */
export type ApprovalContext = {
  hostOrigin: string
  caipNetworkId: CaipNetworkId
  account: string
}

/** One request waiting for the user. */
export type PendingApproval = {
  id: string
  request: ApprovalRequest
  context: ApprovalContext
}
