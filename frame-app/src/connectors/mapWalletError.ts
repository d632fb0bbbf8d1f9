import { UserRejectedRequestError } from '@porthole/shared-protocol'

const REJECTION = /user rejected|connection request reset/i

/**
 * SPEC §8: a wallet error whose code is 4001, or whose message says 'user rejected' or
 * 'connection request reset', is rethrown as `UserRejectedRequestError` (4001); anything else
 * is rethrown as it came.
 */
export function mapWalletError(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  const e = error as { code?: unknown; message?: unknown } | null
  const message = typeof e?.message === 'string' ? e.message : ''
  if (e?.code === UserRejectedRequestError.code || REJECTION.test(message)) {
    return new UserRejectedRequestError(message || undefined, { cause: error })
  }
  return error
}
