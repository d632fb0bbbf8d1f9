import type { VaultApi } from '../api/createVaultApi.ts'
import type { Logins } from '../login/createLogins.ts'

/** What CONNECT_EMAIL and CONNECT_OTP get from `createVault`. */
export type EmailLoginContext = {
  api: VaultApi
  logins: Logins
  /** The project SYNC_DAPP_DATA set (throws before it). */
  projectId: () => string
  /** The email CONNECT_EMAIL sent a code to, until CONNECT_OTP logs it in (or RELOAD). */
  pending: { email: string }
}
