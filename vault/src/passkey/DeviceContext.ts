import type { VaultApi } from '../api/createVaultApi.ts'
import type { VaultSession, VaultStorage } from '../storage/createVaultStorage.ts'

/** What CONNECT_DEVICE gets from `createVault`. */
export type DeviceContext = {
  api: VaultApi
  storage: VaultStorage
  /**
   * The login left waiting because its account has a wallet and this device no share (its
   * session not kept yet), or the session whose device share is out of date
   * (`ShareMismatchError`), else `NoPendingDeviceError`.
   */
  newDevice: () => VaultSession
  /** Keeps the session and tells the frame (the end of every login). */
  keepSession: (login: VaultSession) => Promise<void>
}
