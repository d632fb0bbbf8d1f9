import { BaseError } from '@porthole/shared-protocol'

/** A Data API call that failed: a non-2xx answer (`status`), a network error or a bad body. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  /** The HTTP status, or null when no answer arrived or its body did not validate. */
  readonly status: number | null

  constructor(
    shortMessage: string,
    options: { status?: number | null; details?: string; cause?: unknown } = {},
  ) {
    super(shortMessage, {
      ...(options.details === undefined ? {} : { details: options.details }),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    })
    this.status = options.status ?? null
  }
}
