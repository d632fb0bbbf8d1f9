import type { EmbeddedLoginError } from './EmbeddedLoginState.ts'

const readData = (error: unknown): Record<string, unknown> => {
  const data = (error as { data?: unknown } | null)?.data
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/** A vault or frame error as what the panel tells the user (branching on names, never text). */
export function describeLoginError(error: unknown): EmbeddedLoginError {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'VaultLoadError') return { kind: 'vaultLoad' }
  if (name === 'VaultRequestTimeoutError') return { kind: 'timeout' }
  const data = readData(error)
  switch (data.name) {
    case 'OtpWrongCodeError':
      return { kind: 'wrongCode', attemptsLeft: Number(data.attemptsLeft ?? 0) }
    case 'OtpExpiredError':
      return { kind: 'expired' }
    case 'OtpLockedError':
      return { kind: 'locked', retryAt: time(data.retryAt) }
    case 'OtpTooSoonError':
      return { kind: 'tooSoon', retryAt: time(data.retryAt) }
    // Without a recovery passkey, nothing on this device can open the account's wallet.
    case 'RecoveryUnavailableError':
      return { kind: 'newDevice' }
    case 'UserRejectedRequestError':
      return { kind: 'passkeyCancelled' }
    case 'PasskeyPrfUnsupportedError':
      return { kind: 'passkeyUnsupported' }
    case 'WrongPasskeyError':
    case 'RecoveryOpenError':
      return { kind: 'wrongPasskey' }
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
    case 'MailDeliveryError':
      return { kind: 'unreachable' }
  }
  const message = error as { shortMessage?: unknown; message?: unknown } | null
  return { kind: 'unknown', message: String(message?.shortMessage ?? message?.message ?? '') }
}
