import { ApiError, type ApiErrorOptions, ValidationError } from './ApiError.ts'

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
export class NonceRejectedError extends ApiError {
  override name = 'NonceRejectedError'
  override readonly status = 401
  constructor(options?: ApiErrorOptions) {
    super('The nonce is unknown, expired or already used.', options)
  }
}

/** A dev-only route was called from a browser page (it carried `Origin`). */
export class BrowserOriginRefusedError extends ApiError {
  override name = 'BrowserOriginRefusedError'
  override readonly status = 403
  constructor(options?: ApiErrorOptions) {
    super('This route does not answer browser pages.', options)
  }
}
