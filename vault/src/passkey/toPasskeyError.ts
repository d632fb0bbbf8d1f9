import { VaultError } from '../VaultError.ts'

/**
 * A failed WebAuthn ceremony in words: the user closing the browser's prompt (or no
 * authenticator answering) is a rejection (4001); anything else says the passkey failed.
 */
export function toPasskeyError(error: unknown): VaultError {
  if (error instanceof VaultError) return error
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const name = cause instanceof Error ? cause.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new VaultError('UserRejectedRequestError', 'The passkey request was cancelled.', {
      code: 4001,
      cause: error,
    })
  return new VaultError('PasskeyError', 'The passkey could not be used on this device.', {
    cause: error,
  })
}
