import type { EmbeddedLoginError } from '../../EmbeddedLoginState.ts'

/**
 * Whether an error is about the address typed (the field is marked invalid), not about the
 * server, the network or a limit (said in words beside a field left as it is).
 */
export const isEmailFieldError = (error: EmbeddedLoginError | null): boolean =>
  error?.kind === 'invalidEmail' || error?.kind === 'emailInUse' || error?.kind === 'sameEmail'
