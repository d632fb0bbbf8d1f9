import { fromErrorData, toErrorData, UserRejectedRequestError } from '@porthole/shared-protocol'
import { mapWalletError } from '../mapWalletError.ts'
import { POPUP_CLOSED_MESSAGE } from './watchPopup.ts'

/** What the SDK rejects every waiting request with when its popup says it is unloading. */
const SDK_POPUP_GONE = 'Request rejected'

/**
 * SPEC §8 for the Coinbase SDK: its serialized errors (plain `{ code, message, docUrl }`)
 * become typed errors by code (4001 `UserRejectedRequestError`, 4100, 4902, -32603...); the
 * SDK's own rejection when its popup went away before answering says so.
 */
export function mapCoinbaseError(error: unknown): unknown {
  const e = error as { code?: unknown; message?: unknown } | null
  if (e?.code === UserRejectedRequestError.code && e.message === SDK_POPUP_GONE)
    return new UserRejectedRequestError(POPUP_CLOSED_MESSAGE, { cause: error })
  const mapped = mapWalletError(error)
  if (mapped instanceof Error || typeof e?.code !== 'number') return mapped
  return fromErrorData(toErrorData(error))
}
