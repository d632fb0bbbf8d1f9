import type { VaultApi } from '../api/createVaultApi.ts'
import { createWalletSettler } from '../custody/createWalletSettler.ts'
import type { DeviceContext } from '../passkey/DeviceContext.ts'
import type { DeviceRecord, VaultSession, VaultStorage } from '../storage/createVaultStorage.ts'
import { VaultError } from '../VaultError.ts'

/** An email login kept for a retry: its code, and the device record of a store that failed. */
export type Retry = { otp: string; device: DeviceRecord | null }

/** What `createLogins` gives the vault's handlers. */
export type Logins = ReturnType<typeof createLogins>

/**
 * How every login ends (DESIGN "vault"; docs/decisions/0149-embedded-wallet-custody.md): its
 * wallet settled and its session kept, the frame told; or, when the wallet cannot be settled,
 * the login left waiting (for CONNECT_DEVICE, or for an email retry) or revoked at the api.
 * The logins waiting are kept in memory only, never stored.
 */
export function createLogins(deps: {
  api: VaultApi
  storage: VaultStorage
  projectId: () => string
  onSession: (update: { isConnected: boolean; email?: string }) => void
}) {
  const { api, storage, projectId } = deps
  const waiting = {
    /** A login on a new device, waiting for CONNECT_DEVICE (its session not kept yet). */
    newDevice: null as VaultSession | null,
    /**
     * An email login whose code the api accepted but whose wallet could not be settled (the
     * api failed or could not be reached): CONNECT_OTP with the same code tries again with
     * its session instead of a code the api has already used.
     */
    unsettled: null as (Retry & { login: VaultSession }) | null,
    /**
     * The signed-in session whose device share no longer combines with the api's auth share
     * (the account was recovered and re-split on another device): CONNECT_DEVICE updates it.
     */
    outdated: null as VaultSession | null,
  }
  const settleWallet = createWalletSettler({ api, storage, projectId })
  /** Every login ends here: wallet settled (or the session revoked), session kept, frame told. */
  const keep = async (login: VaultSession) => {
    await storage.setSession(login)
    deps.onSession({ isConnected: true, email: login.email })
  }
  /**
   * Drops a login left waiting for CONNECT_DEVICE or for a retry (another login began, or
   * sign-out); its session dies on the server too.
   */
  const dropWaiting = () => {
    const dropped = [waiting.newDevice, waiting.unsettled?.login]
    waiting.newDevice = null
    waiting.unsettled = null
    for (const login of dropped)
      if (login) void api.revokeSession(login.token).catch(() => undefined)
  }
  /**
   * Settles the login's wallet and keeps its session. On failure nothing of it is kept here:
   * a login of a new device waits for CONNECT_DEVICE; an email login (`retry`: its code and
   * an earlier try's device record) waits in memory for a retry; any other is revoked.
   */
  const open = async (login: VaultSession, retry?: Retry) => {
    dropWaiting()
    const attempt = { device: retry?.device ?? null }
    try {
      await settleWallet(login.token, login.email, attempt)
    } catch (error) {
      const kind = error instanceof VaultError ? error.kind : ''
      if (kind === 'NewDeviceError') waiting.newDevice = login
      else if (retry && kind !== 'RecoveryUnavailableError')
        waiting.unsettled = { otp: retry.otp, device: attempt.device, login }
      else await api.revokeSession(login.token).catch(() => undefined)
      throw error
    }
    await keep(login)
  }
  /** What CONNECT_DEVICE gets: the login waiting for this device, and how it ends. */
  const devices: DeviceContext = {
    api,
    storage,
    newDevice: () => {
      const login = waiting.newDevice ?? waiting.outdated
      if (!login || login.projectId !== projectId())
        throw new VaultError(
          'NoPendingDeviceError',
          'Sign in first: no login waits for this device.',
          {
            code: -32602,
          },
        )
      return login
    },
    keepSession: async (login) => {
      waiting.newDevice = null
      waiting.outdated = null
      await keep(login)
    },
  }
  return { waiting, open, dropWaiting, devices }
}
