import { ApiError, UpstreamError } from '../../errors.ts'

/** A registry source (an Explorer URL or file) that cannot be read or is not in its format. */
export class RegistrySourceError extends UpstreamError {
  override name = 'RegistrySourceError'
}

/** The admin routes without the configured admin token. */
export class AdminTokenError extends ApiError {
  override name = 'AdminTokenError'
  override readonly status = 401
  constructor() {
    super('The admin token is missing or wrong.')
  }
}
