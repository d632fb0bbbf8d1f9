import type { DeviceContext } from '../passkey/DeviceContext.ts'
import type { PasskeyContext } from '../passkey/PasskeyContext.ts'

/** What the recovery-code handlers get from `createVault`. */
export type RecoveryCodeContext = {
  /** The signed-in session with this device's share and the api's wallet (as for a passkey). */
  signedIn: PasskeyContext['signedIn']
  /** The login waiting for this device, and how it ends (as for CONNECT_DEVICE). */
  devices: DeviceContext
  /** The code CREATE_RECOVERY_CODE drew for this session, until it is saved (memory only). */
  pending: { secret: Uint8Array<ArrayBuffer>; code: string; token: string } | null
}
