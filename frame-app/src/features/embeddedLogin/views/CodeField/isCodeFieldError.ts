import type { EmbeddedLoginError } from '../../EmbeddedLoginState.ts'

/**
 * Whether an error is about the code typed, a one-time code or a recovery code (the field is
 * marked invalid): wrong, malformed or no longer valid. A limit, a lock, a wait or a server
 * error is said in words beside a field left as it is: nothing the visitor typed is wrong.
 */
export const isCodeFieldError = (error: EmbeddedLoginError | null): boolean =>
  error?.kind === 'wrongCode' ||
  error?.kind === 'expired' ||
  error?.kind === 'recoveryCodeInvalid' ||
  error?.kind === 'recoveryCodeWrong'
