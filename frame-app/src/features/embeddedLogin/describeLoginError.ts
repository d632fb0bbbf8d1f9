import { type VaultErrorName, VaultErrorNameSchema } from '@porthole/shared-protocol'
import type { EmbeddedLoginError } from './EmbeddedLoginState.ts'

const readData = (error: unknown): Record<string, unknown> => {
  const data = (error as { data?: unknown } | null)?.data
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/** The panel's words for one vault error: fixed, read from its `data`, or none of its own. */
type VaultErrorWords = EmbeddedLoginError | ((data: Record<string, unknown>) => EmbeddedLoginError)

/**
 * What the panel says for each of the vault's error `name`s, with its details in `data`; null
 * for the names it has no words of its own for (the error's message shows). Exhaustive: a name
 * added to the catalog's `VaultErrorNameSchema` fails the typecheck here until it is placed.
 */
const VAULT_ERROR_WORDS = {
  OtpWrongCodeError: (data) => ({
    kind: 'wrongCode',
    attemptsLeft: Number(data.attemptsLeft ?? 0),
  }),
  OtpExpiredError: { kind: 'expired' },
  OtpLockedError: (data) => ({ kind: 'locked', retryAt: time(data.retryAt) }),
  OtpTooSoonError: (data) => ({ kind: 'tooSoon', retryAt: time(data.retryAt) }),
  // Without a recovery method, nothing on this device can open the account's wallet.
  RecoveryUnavailableError: { kind: 'newDevice' },
  UserRejectedRequestError: { kind: 'passkeyCancelled' },
  PasskeyPrfUnsupportedError: { kind: 'passkeyUnsupported' },
  WrongPasskeyError: { kind: 'wrongPasskey' },
  RecoveryOpenError: { kind: 'wrongPasskey' },
  RecoveryCodeInvalidError: { kind: 'recoveryCodeInvalid' },
  RecoveryCodeWrongError: { kind: 'recoveryCodeWrong' },
  PasskeyError: { kind: 'passkeyFailed' },
  PasskeyVerificationError: { kind: 'passkeyFailed' },
  EmailInUseError: { kind: 'emailInUse' },
  SameEmailError: { kind: 'sameEmail' },
  EmailUpdateUnavailableError: { kind: 'updateUnavailable' },
  UnverifiedDomainError: { kind: 'unverifiedDomain' },
  InvalidAppConfigError: { kind: 'invalidConfig' },
  UnknownProjectError: { kind: 'invalidConfig' },
  EmbeddedLoginUnavailableError: { kind: 'invalidConfig' },
  ApiUnreachableError: { kind: 'unreachable' },
  MailDeliveryError: { kind: 'mailFailed' },
  RateLimitedError: { kind: 'rateLimited' },
  // Answers a flow handles before they reach the panel (NewDeviceError asks for the recovery
  // passkey, ShareMismatchError for the device key update), or that carry their own message.
  ApiError: null,
  BrowserOriginRefusedError: null,
  DomainNotAllowedError: null,
  EmbeddedSessionRequiredError: null,
  EmbeddedWalletExistsError: null,
  FarcasterLoginError: null,
  InternalError: null,
  InvalidChainIdError: null,
  InvalidParamsError: null,
  InvalidSignatureError: null,
  InvalidTransactionError: null,
  MissingProjectError: null,
  NewDeviceError: null,
  NoEmbeddedWalletError: null,
  NoPasskeyError: null,
  NoRecoveryCodeError: null,
  NonceRejectedError: null,
  NoPendingDeviceError: null,
  NoPendingEmailError: null,
  NotConnectedError: null,
  NotFoundError: null,
  NotSyncedError: null,
  PasskeyUnavailableError: null,
  PayloadTooLargeError: null,
  PrimaryOtpRequiredError: null,
  ShareMismatchError: null,
  SignerNotFoundError: null,
  SmartAccountNotEnabledError: null,
  SocialAttemptExpiredError: null,
  SocialLoginError: null,
  UnauthorizedAddressError: null,
  UnsupportedMethodError: null,
  UpstreamError: null,
  ValidationError: null,
} satisfies Record<VaultErrorName, VaultErrorWords | null>

function describeVaultError(
  name: VaultErrorName,
  data: Record<string, unknown>,
): EmbeddedLoginError | null {
  const words: VaultErrorWords | null = VAULT_ERROR_WORDS[name]
  return typeof words === 'function' ? words(data) : words
}

/** A vault or frame error as what the panel tells the user (branching on names, never text). */
export function describeLoginError(error: unknown): EmbeddedLoginError {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'VaultLoadError') return { kind: 'vaultLoad' }
  if (name === 'VaultRequestTimeoutError') return { kind: 'timeout' }
  const data = readData(error)
  const vaultName = VaultErrorNameSchema.safeParse(data.name)
  const described = vaultName.success ? describeVaultError(vaultName.data, data) : null
  if (described) return described
  const message = error as { shortMessage?: unknown; message?: unknown } | null
  return { kind: 'unknown', message: String(message?.shortMessage ?? message?.message ?? '') }
}
