import { BaseError } from '@porthole/shared-protocol'

type ApiErrorOptions = { details?: string; cause?: unknown; data?: unknown }

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
function fixedApiError(errorName: string, status: number, message: string) {
  return class extends ApiError {
    override name = errorName
    override readonly status = status
    constructor(options?: ApiErrorOptions) {
      super(message, options)
    }
  }
}

export class ValidationError extends ApiError {
  override name = 'ValidationError'
  override readonly status = 400
}

export class MissingProjectError extends ApiError {
  override name = 'MissingProjectError'
  override readonly status = 401
  constructor(options?: ApiErrorOptions) {
    super('The projectId query parameter is required.', options)
  }
}

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

export class InvalidSignatureError extends ApiError {
  override name = 'InvalidSignatureError'
  override readonly status = 401
  constructor(options?: ApiErrorOptions) {
    super('The signature does not match the address and message.', options)
  }
}

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

/** A sign-in message that cannot be parsed, is out of its time window or names another chain. */
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

/** The on-ramp provider failed, timed out or answered something unexpected. */
export class OnrampProviderError extends ApiError {
  override name = 'OnrampProviderError'
  override readonly status = 502
}

/** The api was started without on-ramp provider credentials. */
export class OnrampNotConfiguredError extends ApiError {
  override name = 'OnrampNotConfiguredError'
  override readonly status = 503
  constructor(options?: ApiErrorOptions) {
    super('The on-ramp provider is not configured on this server.', options)
  }
}

/** SPEC §8: the network has no swap router configured (or is not served at all). */
export class SwapsNotSupportedError extends ApiError {
  override name = 'SwapsNotSupportedError'
  override readonly status = 400
  constructor(options?: ApiErrorOptions) {
    super('Network not supported for Swaps', options)
  }
}

/** SPEC §8: the network is not served, so its gas price is unknown. */
export class GasPriceNotSupportedError extends ApiError {
  override name = 'GasPriceNotSupportedError'
  override readonly status = 400
  constructor(options?: ApiErrorOptions) {
    super('Network not supported for Gas Price', options)
  }
}

/** No pool path with liquidity joins the two tokens. */
export class NoSwapRouteError extends ApiError {
  override name = 'NoSwapRouteError'
  override readonly status = 400
  constructor(from: string, to: string, options?: ApiErrorOptions) {
    super(`No swap route from ${from} to ${to}.`, options)
  }
}

/** The built swap would revert if sent now (balance, allowance or slippage). */
export class SwapWouldFailError extends ApiError {
  override name = 'SwapWouldFailError'
  override readonly status = 400
  constructor(reason: string, options?: ApiErrorOptions) {
    super(`The swap would fail: ${reason}`, options)
  }
}

/** Email login needs a mailer and a secret in configuration (SMTP_URL, EMBEDDED_SECRET). */
export const EmbeddedLoginUnavailableError = fixedApiError(
  'EmbeddedLoginUnavailableError',
  503,
  'Email login is not configured on this server.',
)
export type EmbeddedLoginUnavailableError = InstanceType<typeof EmbeddedLoginUnavailableError>

/** SPEC §9: a second code for one email within 30 s. `data.retryAt` says when to ask again. */
export class OtpTooSoonError extends RateLimitedError {
  override name = 'OtpTooSoonError'
  override readonly public = true
  constructor(retryAt: Date, retryAfterSeconds: number) {
    super(retryAfterSeconds, { data: { retryAt: retryAt.toISOString() } })
  }
}

/** The email's attempts ran out: no code is accepted or sent before `data.retryAt`. */
export class OtpLockedError extends RateLimitedError {
  override name = 'OtpLockedError'
  override readonly public = true
  constructor(retryAt: Date, retryAfterSeconds: number) {
    super(retryAfterSeconds, { data: { retryAt: retryAt.toISOString() } })
  }
}

/** A wrong code; `data.attemptsLeft` more may be tried before the lock. */
export class OtpWrongCodeError extends ApiError {
  override name = 'OtpWrongCodeError'
  override readonly public = true
  override readonly status = 401
  constructor(attemptsLeft: number) {
    super(`Wrong code; ${attemptsLeft} attempts left.`, { data: { attemptsLeft } })
  }
}

/** No live code for the email: it expired, was used, or was never sent. */
export const OtpExpiredError = fixedApiError(
  'OtpExpiredError',
  410,
  'The code has expired or was already used; ask for a new one.',
)
export type OtpExpiredError = InstanceType<typeof OtpExpiredError>

/** The mail server refused or could not be reached; nothing was stored. */
export const MailDeliveryError = fixedApiError(
  'MailDeliveryError',
  502,
  'The code could not be sent; try again.',
)
export type MailDeliveryError = InstanceType<typeof MailDeliveryError>

/** An embedded-wallet route without a live session token (Authorization: Bearer). */
export const EmbeddedSessionRequiredError = fixedApiError(
  'EmbeddedSessionRequiredError',
  401,
  'A live email-login session is required.',
)
export type EmbeddedSessionRequiredError = InstanceType<typeof EmbeddedSessionRequiredError>

export const EmbeddedWalletExistsError = fixedApiError(
  'EmbeddedWalletExistsError',
  409,
  'This account has a wallet already.',
)
export type EmbeddedWalletExistsError = InstanceType<typeof EmbeddedWalletExistsError>

export const NoEmbeddedWalletError = fixedApiError(
  'NoEmbeddedWalletError',
  404,
  'This account has no wallet yet.',
)
export type NoEmbeddedWalletError = InstanceType<typeof NoEmbeddedWalletError>

export const PasskeyUnavailableError = fixedApiError(
  'PasskeyUnavailableError',
  503,
  'Recovery passkeys are not configured on this server (VAULT_URL).',
)
export type PasskeyUnavailableError = InstanceType<typeof PasskeyUnavailableError>

export const NoPasskeyError = fixedApiError(
  'NoPasskeyError',
  404,
  'This account has no recovery passkey.',
)
export type NoPasskeyError = InstanceType<typeof NoPasskeyError>

export const NoRecoveryCodeError = fixedApiError(
  'NoRecoveryCodeError',
  404,
  'This account has no recovery code.',
)
export type NoRecoveryCodeError = InstanceType<typeof NoRecoveryCodeError>

export const PasskeyVerificationError = fixedApiError(
  'PasskeyVerificationError',
  400,
  'The passkey could not be verified; try again.',
)
export type PasskeyVerificationError = InstanceType<typeof PasskeyVerificationError>

export const WrongPasskeyError = fixedApiError(
  'WrongPasskeyError',
  400,
  'This passkey does not belong to this wallet; use the one you created for it.',
)
export type WrongPasskeyError = InstanceType<typeof WrongPasskeyError>
/** UPDATE_EMAIL to the address the account has already. */
export const SameEmailError = fixedApiError(
  'SameEmailError',
  400,
  'The new email is the one this account has already.',
)
export type SameEmailError = InstanceType<typeof SameEmailError>

/** UPDATE_EMAIL for an account no inbox receives (a social login that gave no email). */
export const EmailUpdateUnavailableError = fixedApiError(
  'EmailUpdateUnavailableError',
  409,
  'This account signs in with a social login and has no email to change.',
)
export type EmailUpdateUnavailableError = InstanceType<typeof EmailUpdateUnavailableError>

/** UPDATE_EMAIL's code from the new address before the one from the current address. */
export const PrimaryOtpRequiredError = fixedApiError(
  'PrimaryOtpRequiredError',
  409,
  'Enter the code sent to your current email first.',
)
export type PrimaryOtpRequiredError = InstanceType<typeof PrimaryOtpRequiredError>

/**
 * UPDATE_EMAIL's last step: the new address has an embedded wallet of its own. Said only to
 * someone who has just proven, with both codes, that they read that inbox (docs/decisions/0165-changing-an-embedded-wallets-email.md).
 */
export const EmailInUseError = fixedApiError(
  'EmailInUseError',
  409,
  'This email already has a wallet of its own; it cannot take this one.',
)
export type EmailInUseError = InstanceType<typeof EmailInUseError>

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
