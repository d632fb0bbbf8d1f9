import { ApiError } from '../errors.ts'

/**
 * A claim on a social login that is unknown, past its time, already claimed, or made with
 * another key: the attempt can no longer complete (the frame then says the window was closed).
 */
export class SocialAttemptExpiredError extends ApiError {
  override name = 'SocialAttemptExpiredError'
  override readonly status = 410
  constructor() {
    super('This sign-in has expired or was already used. Start again.')
  }
}
