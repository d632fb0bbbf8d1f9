import type { CallRequest, EmbeddedLoginCalls } from '@porthole/shared-protocol'

/** What the email login panel shows. */
export type EmbeddedLoginState = {
  /**
   * `secure`: signed in, asked for a recovery method (a passkey, or a recovery code) before
   * the modal connects (docs/decisions/0040). `recoveryCode`: the recovery code shown, to be
   * saved and confirmed. `device`: the account's wallet was set up on another device (or this
   * one lost its share); its passkey or recovery code opens it here.
   */
  step: 'email' | 'code' | 'secure' | 'recoveryCode' | 'device' | 'connecting'
  email: string
  /** When another code may be asked for (ms since epoch). */
  resendAt: number
  busy: boolean
  error: EmbeddedLoginError | null
  /** The recovery passkey: its creation time, null without one, undefined before it is known. */
  passkey: string | null | undefined
  /** The recovery code: its creation time, null without one, undefined before it is known. */
  recoveryCode: string | null | undefined
  /** The code CREATE_RECOVERY_CODE drew, while it is shown to be saved; else null. */
  newCode: string | null
  /** The `device` step: the recovery methods the account has (NewDeviceError's data). */
  deviceMethods: { passkey: boolean; code: boolean }
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
  /** The api's limit on codes or attempts from this network: nothing about the address. */
  | { kind: 'rateLimited' }
  | { kind: 'newDevice' }
  | { kind: 'vaultLoad' }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  /** The api is up but its mail server is not: no code was sent and none was kept. */
  | { kind: 'mailFailed' }
  | { kind: 'passkeyCancelled' }
  | { kind: 'passkeyUnsupported' }
  | { kind: 'passkeyFailed' }
  | { kind: 'deviceCancelled' }
  | { kind: 'wrongPasskey' }
  | { kind: 'recoveryCodeInvalid' }
  | { kind: 'recoveryCodeWrong' }
  | { kind: 'emailInUse' }
  | { kind: 'sameEmail' }
  | { kind: 'updateUnavailable' }
  | { kind: 'unverifiedDomain' }
  | { kind: 'invalidConfig' }
  | { kind: 'unknown'; message: string }

/** The vault's passkey button's look: the frame's words, fill, text colour, font and theme. */
export type PasskeyLook = CallRequest<EmbeddedLoginCalls, 'REGISTER_PASSKEY'>
