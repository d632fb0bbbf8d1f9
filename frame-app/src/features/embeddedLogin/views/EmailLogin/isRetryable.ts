import type { EmbeddedLoginError } from '../../EmbeddedLoginState.ts'

/**
 * Errors of the server or the vault, not of the code itself: submitting the same code again
 * may work (the vault keeps a login whose code the api accepted for that retry).
 */
export const isRetryable = (error: EmbeddedLoginError): boolean =>
  error.kind === 'unreachable' || error.kind === 'timeout' || error.kind === 'unknown'
