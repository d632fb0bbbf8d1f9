import { RpcNotAllowedError } from './errors.ts'
import { NODE_READ_METHODS } from './nodeReadMethods.ts'

/**
 * SPEC §5 "safe" methods of an embedded wallet: read-only queries and raw-transaction send,
 * answered without asking the user (AppKit's secure-site list, plus `net_version`).
 */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  ...NODE_READ_METHODS,
  'eth_accounts',
  'eth_estimateUserOperationGas',
  'eth_getAccount',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_supportedEntryPoints',
  'eth_uninstallFilter',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])

/**
 * SPEC §5 "not safe" methods: each signs, sends or grants, so an embedded wallet answers it
 * only after the user approves it in ApproveTransaction.
 */
export const APPROVAL_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export type RpcMethodClass = 'safe' | 'approval'

/**
 * Which side of the SPEC §5 split a method is on: `'safe'` (answer it), `'approval'` (ask the
 * user first). Any other method throws `RpcNotAllowedError` (5103, 'Requested RPC call is not
 * allowed'), naming the method in `data`.
 * @example classifyRpcMethod('eth_call') // 'safe'
 * @example classifyRpcMethod('personal_sign') // 'approval'
 * @example classifyRpcMethod('eth_sign') // throws RpcNotAllowedError
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (APPROVAL_RPC_METHODS.has(method)) return 'approval'
  throw new RpcNotAllowedError(undefined, { data: { method } })
}
