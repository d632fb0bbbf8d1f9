import type { ApiWallet, VaultApi } from '../api/createVaultApi.ts'
import type { DeviceRecord, VaultSession, VaultStorage } from '../storage/createVaultStorage.ts'

/** What the passkey handlers get from `createVault`. */
export type PasskeyContext = {
  api: VaultApi
  storage: VaultStorage
  /** The signed-in session with this device's share and the api's wallet, else 4100. */
  signedIn: () => Promise<{ session: VaultSession; device: DeviceRecord; wallet: ApiWallet }>
}
