import type { VaultApi } from '../api/createVaultApi.ts'
import { refuseNewDevice } from '../passkey/refuseNewDevice.ts'
import type { DeviceRecord, VaultStorage } from '../storage/createVaultStorage.ts'
import { createKeyShares } from './createKeyShares.ts'

/**
 * What a login does with the account's wallet once the api opened its session (DESIGN
 * "vault"; docs/decisions.md "Embedded wallet custody"): `settleWallet(token, email, attempt)`.
 */
export function createWalletSettler({
  api,
  storage,
  projectId,
}: {
  api: VaultApi
  storage: VaultStorage
  projectId: () => string
}) {
  /**
   * This device's share of the account at `evmAddress`: stored under `email`, or under the
   * email the account had before it was changed elsewhere (then moved to `email`).
   */
  const ownDevice = async (email: string, evmAddress: string) => {
    const stored = await storage.getDevice(projectId(), email)
    if (stored) return stored
    const moved = await storage.findDevice(projectId(), evmAddress)
    if (!moved) return undefined
    await storage.moveAccount(projectId(), moved.email, email)
    return moved.record
  }
  /**
   * The account's wallet: created on its first login, else checked against this device.
   * `attempt.device` is the device record of this login's earlier try, whose wallet the api
   * may have stored with its answer lost: kept now if the api has that wallet. A failed store
   * sets it to this try's record (memory only: storage keeps nothing of a failed try).
   */
  return async (token: string, email: string, attempt: { device: DeviceRecord | null }) => {
    const existing = await api.getWallet(token)
    if (existing && attempt.device?.evmAddress === existing.evmAddress)
      return storage.setDevice(projectId(), email, attempt.device)
    const device = existing && (await ownDevice(email, existing.evmAddress))
    if (existing) {
      if (!device || device.evmAddress !== existing.evmAddress) await refuseNewDevice(api, token)
      return
    }
    // Device share first, then the api; if the api refuses, the device share goes too, so a
    // failed login leaves nothing behind. The recovery share is not kept until a passkey seals it.
    const shares = await createKeyShares()
    const record = {
      share: shares.device,
      evmAddress: shares.evmAddress,
      solanaAddress: shares.solanaAddress,
    }
    await storage.setDevice(projectId(), email, record)
    try {
      await api.createWallet(token, {
        evmAddress: shares.evmAddress,
        solanaAddress: shares.solanaAddress,
        authShare: shares.auth,
      })
    } catch (error) {
      await storage.deleteDevice(projectId(), email)
      attempt.device = record
      throw error
    }
  }
}
