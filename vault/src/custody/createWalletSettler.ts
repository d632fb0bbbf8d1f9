import type { VaultApi } from '../api/createVaultApi.ts'
import { refuseNewDevice } from '../passkey/refuseNewDevice.ts'
import type { DeviceRecord, VaultStorage } from '../storage/createVaultStorage.ts'
import { createKeyShares } from './createKeyShares.ts'

/**
 * What a login does with the account's wallet once the api opened its session (DESIGN
 * "vault"; docs/decisions/0149-embedded-wallet-custody.md): `settleWallet(token, email, attempt)`.
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
  /**
   * Stores `record` as this device's share, then tells the api (the wallet outlives its
   * creating session from then on). If the api cannot be told, the share goes again and the
   * record waits in `attempt` for a retry: the api drops a wallet never confirmed.
   */
  const keepDevice = async (
    token: string,
    email: string,
    record: DeviceRecord,
    attempt: { device: DeviceRecord | null },
  ) => {
    await storage.setDevice(projectId(), email, record)
    try {
      await api.confirmWallet(token, record.evmAddress)
    } catch (error) {
      await storage.deleteDevice(projectId(), email)
      attempt.device = record
      throw error
    }
  }
  return async (token: string, email: string, attempt: { device: DeviceRecord | null }) => {
    const existing = await api.getWallet(token)
    if (existing && attempt.device?.evmAddress === existing.evmAddress)
      return keepDevice(token, email, attempt.device, attempt)
    const device = existing && (await ownDevice(email, existing.evmAddress))
    if (existing) {
      if (!device || device.evmAddress !== existing.evmAddress) await refuseNewDevice(api, token)
      // A device that kept its share while the api was not told (a page closed in between).
      else if (!existing.confirmed) await keepDevice(token, email, device, attempt)
      return
    }
    // The api first, then the device share; a wallet the api stored stays unconfirmed until
    // then, so a failed login leaves nothing behind once its session ends. The recovery share
    // is not kept until a passkey seals it.
    const shares = await createKeyShares()
    const record = {
      share: shares.device,
      evmAddress: shares.evmAddress,
      solanaAddress: shares.solanaAddress,
    }
    try {
      await api.createWallet(token, {
        evmAddress: shares.evmAddress,
        solanaAddress: shares.solanaAddress,
        authShare: shares.auth,
      })
    } catch (error) {
      attempt.device = record
      throw error
    }
    await keepDevice(token, email, record, attempt)
  }
}
