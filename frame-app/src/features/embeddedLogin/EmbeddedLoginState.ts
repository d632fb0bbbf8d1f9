/** What the email login panel shows. */
export type EmbeddedLoginState = {
  step: 'email' | 'code' | 'connecting'
  email: string
  /** When another code may be asked for (ms since epoch). */
  resendAt: number
  busy: boolean
  error: EmbeddedLoginError | null
}

export type EmbeddedLoginError =
  | { kind: 'invalidEmail' }
  | { kind: 'wrongCode'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'locked'; retryAt: number }
  | { kind: 'tooSoon'; retryAt: number }
  | { kind: 'newDevice' }
  | { kind: 'vaultLoad' }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'unknown'; message: string }
