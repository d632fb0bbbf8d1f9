import type { CaipNetworkId, RpcRequest } from '@porthole/shared-protocol'

/**
 * The seam ApproveTransaction plugs into (SPEC §5, SECURITY #15): the embedded connector
 * calls it before it forwards a "not safe" method (`classifyRpcMethod`) to the vault, with the
 * account and network it would sign for. It resolves to go on and rejects (4001
 * `UserRejectedRequestError`, or why the request can no longer be answered) to refuse. The
 * frame passes `app.approvals.approve`; there is no default that asks nobody.
 */
export type ApproveRequest = (
  request: RpcRequest,
  context: { account: string; caipNetworkId: CaipNetworkId },
) => Promise<void>
