import * as z from 'zod/mini'

/**
 * Every name a vault answer's error carries in `data.name` (SPEC §4 embedded-login catalog,
 * §8 errors): the vault's own, then the api's that the vault passes on (an api name not listed
 * reaches the frame as `ApiError`). Branch on these, never on message text; a switch over them
 * is exhaustive (`describeLoginError`).
 */
export const VaultErrorNameSchema = z.enum([
  // The vault's own.
  'ApiError',
  'ApiUnreachableError',
  'InternalError',
  'InvalidAppConfigError',
  'InvalidParamsError',
  'InvalidTransactionError',
  'NewDeviceError',
  'NoPendingDeviceError',
  'NoPendingEmailError',
  'NotConnectedError',
  'NotSyncedError',
  'PasskeyError',
  'PasskeyPrfUnsupportedError',
  'RecoveryOpenError',
  'RecoveryUnavailableError',
  'ShareMismatchError',
  'SignerNotFoundError',
  'SmartAccountNotEnabledError',
  'UnauthorizedAddressError',
  'UnsupportedMethodError',
  'UnverifiedDomainError',
  'UserRejectedRequestError',
  // The api's, passed on.
  'BrowserOriginRefusedError',
  'DomainNotAllowedError',
  'EmailInUseError',
  'EmailUpdateUnavailableError',
  'EmbeddedLoginUnavailableError',
  'EmbeddedSessionRequiredError',
  'EmbeddedWalletExistsError',
  'FarcasterLoginError',
  'InvalidChainIdError',
  'InvalidSignatureError',
  'MailDeliveryError',
  'MissingProjectError',
  'NoEmbeddedWalletError',
  'NoPasskeyError',
  'NonceRejectedError',
  'NotFoundError',
  'OtpExpiredError',
  'OtpLockedError',
  'OtpTooSoonError',
  'OtpWrongCodeError',
  'PasskeyUnavailableError',
  'PasskeyVerificationError',
  'PayloadTooLargeError',
  'PrimaryOtpRequiredError',
  'RateLimitedError',
  'SameEmailError',
  'SocialAttemptExpiredError',
  'SocialLoginError',
  'UnknownProjectError',
  'UpstreamError',
  'ValidationError',
  'WrongPasskeyError',
])

export type VaultErrorName = z.infer<typeof VaultErrorNameSchema>
