/** What the email login panel shows. */
export type EmbeddedLoginState = {
  /**
   * `secure`: signed in, offered a recovery passkey before the modal connects. `device`: the
   * account's wallet was set up on another device; its recovery passkey opens it here.
   */
  step: 'email' | 'code' | 'secure' | 'device' | 'connecting'
  email: string
  /** When another code may be asked for (ms since epoch). */
  resendAt: number
  busy: boolean
  error: EmbeddedLoginError | null
  /** The recovery passkey: its creation time, null without one, undefined before it is known. */
  passkey: string | null | undefined
  /** A passkey ceremony is under way (the vault's button shows or the browser prompts). */
  passkeyBusy: boolean
  passkeyError: EmbeddedLoginError | null
  /**
   * Signed in, but this device's key share is out of date (the account was recovered on
   * another device): UpdateDeviceKey asks for the recovery passkey (CONNECT_DEVICE).
   */
  outdated: boolean
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
  | { kind: 'passkeyCancelled' }
  | { kind: 'passkeyUnsupported' }
  | { kind: 'passkeyFailed' }
  | { kind: 'deviceCancelled' }
  | { kind: 'wrongPasskey' }
  | { kind: 'emailInUse' }
  | { kind: 'sameEmail' }
  | { kind: 'updateUnavailable' }
  | { kind: 'unverifiedDomain' }
  | { kind: 'invalidConfig' }
  | { kind: 'unknown'; message: string }
