import { ApiError, fixedApiError } from './ApiError.ts'
import { RateLimitedError } from './requestErrors.ts'

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
