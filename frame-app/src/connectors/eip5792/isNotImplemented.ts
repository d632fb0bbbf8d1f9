import { ErrorCode } from '@porthole/shared-protocol'

/** JSON-RPC's "method not found". */
const METHOD_NOT_FOUND = -32601

/**
 * Whether a wallet's error says it does not implement the method (4200, or -32601), so nothing
 * was asked or sent and the modal may answer in its place.
 */
export function isNotImplemented(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === ErrorCode.unsupportedMethod || code === METHOD_NOT_FOUND
}
