import type { JsonRpcResponse } from './JsonRpcSchema.ts'

/** JSON-RPC error codes the service answers with (JSON-RPC 2.0 and EIP-1474). */
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
} as const

/** A JSON-RPC error answer. */
export function jsonRpcError(
  id: JsonRpcResponse['id'],
  code: number,
  message: string,
  data?: unknown,
): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}
