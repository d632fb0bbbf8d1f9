import {
  fromErrorData,
  ProviderDisconnectedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { mapWalletError } from '../../mapWalletError.ts'

/**
 * WalletConnect SDK error codes the frame translates (`getSdkError`'s USER_REJECTED,
 * UNSUPPORTED_CHAINS, USER_DISCONNECTED; not imported: see docs/decisions/0126-walletconnect-loads-when-used.md).
 */
export const WcErrorCode = { userRejected: 5000, unsupportedChains: 5100, userDisconnected: 6000 }

/**
 * A WalletConnect error (plain `{ code, message }`) as a typed EIP-1193 error: USER_REJECTED
 * (5000 'User rejected.') and SPEC §8's 'user rejected' / 'connection request reset' messages
 * become 4001, unsupported chains 4902, a disconnected session 4900; other codes keep theirs.
 */
export function mapWcError(error: unknown): Error {
  const mapped = mapWalletError(error)
  if (mapped instanceof UserRejectedRequestError) return mapped
  const e = error as { code?: unknown; message?: unknown } | null
  const message = typeof e?.message === 'string' && e.message ? e.message : 'An error occurred.'
  if (e?.code === WcErrorCode.userRejected)
    return new UserRejectedRequestError(message, { cause: error })
  if (e?.code === WcErrorCode.unsupportedChains)
    return new UnrecognizedChainError(message, { cause: error })
  if (e?.code === WcErrorCode.userDisconnected)
    return new ProviderDisconnectedError(message, { cause: error })
  if (error instanceof Error && 'code' in error) return error
  if (typeof e?.code === 'number' && Number.isInteger(e.code))
    return fromErrorData({ code: e.code, message })
  return error instanceof Error ? error : fromErrorData({ code: 5000, message })
}
