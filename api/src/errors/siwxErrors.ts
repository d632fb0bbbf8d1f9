import { ApiError, type ApiErrorOptions, fixedApiError, ValidationError } from './ApiError.ts'

export class InvalidSiwxMessageError extends ValidationError {
  override name = 'InvalidSiwxMessageError'
  constructor(reason: string, options?: ApiErrorOptions) {
    super(`Invalid sign-in message: ${reason}`, options)
  }
}

/** The sign-in message's domain or URI is not an origin the project allows. */
export class DomainNotAllowedError extends ApiError {
  override name = 'DomainNotAllowedError'
  override readonly status = 403
  constructor(domain: string, options?: ApiErrorOptions) {
    super(`The domain "${domain}" is not allowed for this project.`, options)
  }
}

/** SECURITY #22: a nonce is single use and expires. */
export const NonceRejectedError = fixedApiError(
  'NonceRejectedError',
  401,
  'The nonce is unknown, expired or already used.',
)

/** A dev-only route was called from a browser page (it carried `Origin`). */
export const BrowserOriginRefusedError = fixedApiError(
  'BrowserOriginRefusedError',
  403,
  'This route does not answer browser pages.',
)
