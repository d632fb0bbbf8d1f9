import { reasonedApiError } from '../errors.ts'

export type SocialLoginReason =
  /** The person refused at the provider (OAuth `access_denied`) or the provider reported an error. */
  | 'provider_refused'
  /** The provider's token or user answer failed a check (state, nonce, PKCE, shape). */
  | 'provider_answer'
  /** The provider's discovery or endpoints could not be reached. */
  | 'provider_unreachable'
  /** The provider is not among this server's SOCIAL_PROVIDERS. */
  | 'not_configured'
  /** The result was asked for an origin that is not the frame's or the vault's. */
  | 'origin_not_allowed'
  /**
   * The provider sent back a browser other than the one that started the attempt (SECURITY
   * #24): no session is opened, for that browser or for the one that started it.
   */
  | 'other_browser'

const statusOf: Record<SocialLoginReason, number> = {
  provider_refused: 401,
  provider_answer: 401,
  provider_unreachable: 502,
  not_configured: 404,
  origin_not_allowed: 403,
  other_browser: 403,
}

/** A social login that could not complete; `reason` says why. */
export class SocialLoginError extends reasonedApiError('SocialLoginError', statusOf) {}
