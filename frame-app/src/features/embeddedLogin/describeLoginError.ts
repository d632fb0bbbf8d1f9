import { type VaultErrorName, VaultErrorNameSchema } from '@porthole/shared-protocol'
import type { EmbeddedLoginError } from './EmbeddedLoginState.ts'

const readData = (error: unknown): Record<string, unknown> => {
  const data = (error as { data?: unknown } | null)?.data
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/**
 * What the panel says for the vault's error `name`, with its details in `data`; null for the
 * names it has no words of its own for (the error's message shows). Exhaustive: a name added to
 * the catalog's `VaultErrorNameSchema` fails the typecheck here until it is placed.
 */
function describeVaultError(
  name: VaultErrorName,
  data: Record<string, unknown>,
): EmbeddedLoginError | null {
  switch (name) {
    case 'OtpWrongCodeError':
      return { kind: 'wrongCode', attemptsLeft: Number(data.attemptsLeft ?? 0) }
    case 'OtpExpiredError':
      return { kind: 'expired' }
    case 'OtpLockedError':
      return { kind: 'locked', retryAt: time(data.retryAt) }
    case 'OtpTooSoonError':
      return { kind: 'tooSoon', retryAt: time(data.retryAt) }
    // Without a recovery method, nothing on this device can open the account's wallet.
    case 'RecoveryUnavailableError':
      return { kind: 'newDevice' }
    case 'UserRejectedRequestError':
      return { kind: 'passkeyCancelled' }
    case 'PasskeyPrfUnsupportedError':
      return { kind: 'passkeyUnsupported' }
    case 'WrongPasskeyError':
    case 'RecoveryOpenError':
      return { kind: 'wrongPasskey' }
    case 'RecoveryCodeInvalidError':
      return { kind: 'recoveryCodeInvalid' }
    case 'RecoveryCodeWrongError':
      return { kind: 'recoveryCodeWrong' }
    case 'PasskeyError':
    case 'PasskeyVerificationError':
      return { kind: 'passkeyFailed' }
    case 'EmailInUseError':
      return { kind: 'emailInUse' }
    case 'SameEmailError':
      return { kind: 'sameEmail' }
    case 'EmailUpdateUnavailableError':
      return { kind: 'updateUnavailable' }
    case 'UnverifiedDomainError':
      return { kind: 'unverifiedDomain' }
    case 'InvalidAppConfigError':
    case 'UnknownProjectError':
    case 'EmbeddedLoginUnavailableError':
      return { kind: 'invalidConfig' }
    case 'ApiUnreachableError':
      return { kind: 'unreachable' }
    case 'MailDeliveryError':
      return { kind: 'mailFailed' }
    case 'RateLimitedError':
      return { kind: 'rateLimited' }
    // Answers a flow handles before they reach the panel (NewDeviceError asks for the recovery
    // passkey, ShareMismatchError for the device key update), or that carry their own message.
    case 'ApiError':
    case 'BrowserOriginRefusedError':
    case 'DomainNotAllowedError':
    case 'EmbeddedSessionRequiredError':
    case 'EmbeddedWalletExistsError':
    case 'FarcasterLoginError':
    case 'InternalError':
    case 'InvalidChainIdError':
    case 'InvalidParamsError':
    case 'InvalidSignatureError':
    case 'InvalidTransactionError':
    case 'MissingProjectError':
    case 'NewDeviceError':
    case 'NoEmbeddedWalletError':
    case 'NoPasskeyError':
    case 'NoRecoveryCodeError':
    case 'NonceRejectedError':
    case 'NoPendingDeviceError':
    case 'NoPendingEmailError':
    case 'NotConnectedError':
    case 'NotFoundError':
    case 'NotSyncedError':
    case 'PasskeyUnavailableError':
    case 'PayloadTooLargeError':
    case 'PrimaryOtpRequiredError':
    case 'ShareMismatchError':
    case 'SignerNotFoundError':
    case 'SmartAccountNotEnabledError':
    case 'SocialAttemptExpiredError':
    case 'SocialLoginError':
    case 'UnauthorizedAddressError':
    case 'UnsupportedMethodError':
    case 'UpstreamError':
    case 'ValidationError':
      return null
    default:
      return name satisfies never
  }
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
