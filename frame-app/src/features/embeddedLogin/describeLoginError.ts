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
    case 'NewDeviceError':
    case 'RecoveryUnavailableError':
      return { kind: 'newDevice' }
    case 'UserRejectedRequestError':
      return { kind: 'passkeyCancelled' }
    case 'PasskeyPrfUnsupportedError':
      return { kind: 'passkeyUnsupported' }
    case 'PasskeyError':
    case 'PasskeyVerificationError':
    case 'RecoveryOpenError':
      return { kind: 'passkeyFailed' }
    case 'ApiUnreachableError':
    case 'MailDeliveryError':
      return { kind: 'unreachable' }
  }
  const message = error as { shortMessage?: unknown; message?: unknown } | null
  return { kind: 'unknown', message: String(message?.shortMessage ?? message?.message ?? '') }
}
