import { ApiError, type ApiErrorOptions, fixedApiError, ValidationError } from './ApiError.ts'

export const MissingProjectError = fixedApiError(
  'MissingProjectError',
  401,
  'The projectId query parameter is required.',
)

/** A backend read without the project's secret, or with another one (`projects secret`). */
export class ProjectSecretError extends ApiError {
  override name = 'ProjectSecretError'
  override readonly status = 401
  constructor(projectId: string, reason: 'missing' | 'wrong' | 'none', options?: ApiErrorOptions) {
    super(
      reason === 'none'
        ? `Project "${projectId}" has no secret yet: the api's command line makes one (\`projects secret --id ${projectId}\`).`
        : reason === 'missing'
          ? 'This call is for the host\'s backend: send the project secret as "Authorization: Bearer <secret>".'
          : `The secret sent is not project "${projectId}"'s.`,
      options,
    )
  }
}

export class UnknownProjectError extends ApiError {
  override name = 'UnknownProjectError'
  override readonly status = 403
  constructor(projectId: string, options?: ApiErrorOptions) {
    super(`Unknown project "${projectId}".`, options)
  }
}

export class TelemetryDisabledError extends ApiError {
  override name = 'TelemetryDisabledError'
  override readonly status = 403
  constructor(projectId: string, options?: ApiErrorOptions) {
    super(`Telemetry is disabled for project "${projectId}".`, options)
  }
}

export const InvalidSignatureError = fixedApiError(
  'InvalidSignatureError',
  401,
  'The signature does not match the address and message.',
)

export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
  override readonly status = 404
}

/** A third-party host the api fetches from (an NFT's image host) failed or refused. */
export class UpstreamError extends ApiError {
  override name = 'UpstreamError'
  override readonly status = 502
}

export class NameTakenError extends ApiError {
  override name = 'NameTakenError'
  override readonly status = 409
  constructor(name: string, options?: ApiErrorOptions) {
    super(`The name "${name}" is already registered.`, options)
  }
}

export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError'
  override readonly status = 429
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, options?: ApiErrorOptions) {
    super(`Too many requests; retry in ${retryAfterSeconds} s.`, options)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError'
  override readonly status = 413
  constructor(limitBytes: number, options?: ApiErrorOptions) {
    super(`The request body is larger than ${limitBytes} bytes.`, options)
  }
}

/** SPEC §5: a chain id for coin-type conversion must be below 2147483648. */
export class InvalidChainIdError extends ValidationError {
  override name = 'InvalidChainIdError'
  constructor(options?: ApiErrorOptions) {
    super('Invalid chainId', options)
  }
}

/**
 * The database cannot be reached (restarting, failing over, connections dropped): nothing of
 * the request was kept; the caller may try again shortly (`Retry-After`).
 */
export class DatabaseUnavailableError extends ApiError {
  override name = 'DatabaseUnavailableError'
  override readonly status = 503
  readonly retryAfterSeconds = 1
  constructor(options?: ApiErrorOptions) {
    super('The database is unavailable; try again shortly.', options)
  }
}
