import type { VaultApi } from '../api/createVaultApi.ts'
import { refuseNewDevice } from '../passkey/refuseNewDevice.ts'
import type { DeviceRecord, VaultStorage } from '../storage/createVaultStorage.ts'
import { createKeyShares } from './createKeyShares.ts'

type Attempt = { device: DeviceRecord | null }

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
   * Stores `record` as this device's share. The wallet stays unconfirmed at the api until a
   * recovery method is stored for it (docs/decisions/0041), so a device that loses the share
   * before then (a reload where storage is blocked) lets the next login make a new wallet.
   */
  const keepDevice = (email: string, record: DeviceRecord) =>
    storage.setDevice(projectId(), email, record)
  /** A new wallet: the api first, then the device share; a failed try waits in `attempt`. */
  const createWallet = async (token: string, email: string, attempt: Attempt) => {
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
    await keepDevice(email, record)
  }
  /**
   * The account's wallet: created on its first login, else checked against this device.
   * `attempt.device` is the device record of this login's earlier try, whose wallet the api
   * may have stored with its answer lost: kept now if the api has that wallet. A wallet never
   * confirmed that this device holds no share of is discarded and made anew: its address was
   * never given to a site and no device can finish its recovery step.
   */
  return async (token: string, email: string, attempt: Attempt) => {
    const existing = await api.getWallet(token)
    if (existing && attempt.device?.evmAddress === existing.evmAddress)
      return keepDevice(email, attempt.device)
    if (!existing) return createWallet(token, email, attempt)
    const device = await ownDevice(email, existing.evmAddress)
    if (device?.evmAddress === existing.evmAddress) return
    if (existing.confirmed) return refuseNewDevice(api, token)
    const { discarded } = await api.discardWallet(token, existing.evmAddress)
    if (!discarded) return refuseNewDevice(api, token)
    return createWallet(token, email, attempt)
  }
}
