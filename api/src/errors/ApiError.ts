import { BaseError } from '@porthole/shared-protocol'

export type ApiErrorOptions = { details?: string; cause?: unknown; data?: unknown }

/** An error the api answers with its `status` and `{ error: { name, message } }`. */
export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly status: number = 500
  /** Whether `data` is part of the answer (`error.data`), for errors whose data helps the caller. */
  readonly public: boolean = false
}

/**
 * An error class with a fixed name, status and message (the caller may add details, cause or
 * data): one line per error instead of a class body each.
 * @example export const NoPasskeyError = fixedApiError('NoPasskeyError', 404, 'No passkey.')
 */
export function fixedApiError(errorName: string, status: number, message: string) {
  return class extends ApiError {
    override name = errorName
    override readonly status = status
    constructor(options?: ApiErrorOptions) {
      super(message, options)
    }
  }
}

/**
 * An error class whose `reason` (one of `statusOf`'s keys) says why and sets the status.
 * @example export class FarcasterLoginError extends reasonedApiError('FarcasterLoginError', statusOf) {}
 */
export function reasonedApiError<R extends string>(errorName: string, statusOf: Record<R, number>) {
  return class extends ApiError {
    override name = errorName
    override readonly status: number
    readonly reason: R
    constructor(reason: R, message: string, options?: { cause?: unknown }) {
      super(message, options)
      this.reason = reason
      this.status = statusOf[reason]
    }
  }
}

export class ValidationError extends ApiError {
  override name = 'ValidationError'
  override readonly status = 400
}
