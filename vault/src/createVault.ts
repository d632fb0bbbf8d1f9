import type {
  CallRequest,
  CallSuccess,
  EmbeddedLoginCalls,
  RpcRequest,
} from '@porthole/shared-protocol'
import type { VaultApi } from './api/createVaultApi.ts'
import { createKeyShares } from './custody/createKeyShares.ts'
import { withKey } from './custody/withKey.ts'
import type { PasskeyButton } from './passkey/createPasskeyButton.ts'
import { getRecovery } from './passkey/getRecovery.ts'
import { registerPasskey } from './passkey/registerPasskey.ts'
import { signRpcRequest } from './signing/signRpcRequest.ts'
import type { VaultSession, VaultStorage } from './storage/createVaultStorage.ts'
import type { VaultContext } from './VaultContext.ts'
import { VaultError } from './VaultError.ts'

export type VaultHandlers = {
  [N in keyof EmbeddedLoginCalls]?: (
    payload: CallRequest<EmbeddedLoginCalls, N>,
  ) => Promise<CallSuccess<EmbeddedLoginCalls, N>>
}

const notConnected = () =>
  new VaultError('NotConnectedError', 'No account is signed in.', { code: 4100 })
const unsupported = () =>
  new VaultError('UnsupportedMethodError', 'Action not allowed', { code: 4200 })

/**
 * The vault's behaviour behind the SPEC §4 catalog: email login against the api, the key's
 * creation and use (DESIGN "vault"; docs/decisions.md "Embedded wallet custody"), sign-out.
 * `onSession` is told of every session change (never the token).
 */
export function createVault(deps: {
  /** The api client, given how to read the project id SYNC_DAPP_DATA set. */
  createApi: (projectId: () => string) => VaultApi
  storage: VaultStorage
  /** The vault's own button, for the WebAuthn ceremonies that need a click in the vault. */
  button: PasskeyButton
  onSession: (update: { isConnected: boolean; email?: string }) => void
}) {
  const { storage } = deps
  const state = { projectId: '', pendingEmail: '', chainId: 1 as number | string }
  const projectId = () => {
    if (!state.projectId) throw new VaultError('NotSyncedError', 'SYNC_DAPP_DATA comes first.')
    return state.projectId
  }
  const api = deps.createApi(projectId)
  const session = async (): Promise<VaultSession> => {
    const current = await storage.getSession(projectId())
    if (!current) throw notConnected()
    return current
  }
  /** The account's wallet: created on its first login, else checked against this device. */
  const settleWallet = async (token: string, email: string) => {
    const existing = await api.getWallet(token)
    const device = await storage.getDevice(projectId(), email)
    if (existing) {
      if (!device || device.evmAddress !== existing.evmAddress)
        throw new VaultError('NewDeviceError', 'This device has no key share for the account.', {
          data: { action: 'VERIFY_DEVICE' },
        })
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
      throw error
    }
  }
  const user = async () => {
    const current = await session()
    const device = await storage.getDevice(current.projectId, current.email)
    if (!device) throw notConnected()
    return {
      email: current.email,
      address: device.evmAddress,
      solanaAddress: device.solanaAddress,
      chainId: state.chainId,
      accounts: [{ address: device.evmAddress, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
    }
  }
  const context: VaultContext = {
    api,
    storage,
    signedIn: async () => {
      const current = await session()
      const device = await storage.getDevice(current.projectId, current.email)
      if (!device) throw notConnected()
      const wallet = await api.getWallet(current.token)
      if (!wallet) throw notConnected()
      return { session: current, device, wallet }
    },
  }
  const signOut = async () => {
    const current = await storage.getSession(projectId())
    await storage.clearSession(projectId())
    deps.onSession({ isConnected: false })
    // The token dies on the server too; a server that cannot be reached does not keep the
    // user signed in here.
    if (current) await api.revokeSession(current.token).catch(() => undefined)
  }

  const handlers: VaultHandlers = {
    SYNC_DAPP_DATA: async ({ projectId: id }) => {
      state.projectId = id
      return {}
    },
    SYNC_THEME: async () => ({}),
    CONNECT_EMAIL: async ({ email }) => {
      projectId()
      const normalized = email.trim().toLowerCase()
      const sent = await api.sendCode(normalized)
      state.pendingEmail = sent.email
      return { action: 'VERIFY_OTP', resendAt: sent.resendAt }
    },
    CONNECT_OTP: async ({ otp }) => {
      if (!state.pendingEmail)
        throw new VaultError('NoPendingEmailError', 'Ask for a code first.', { code: -32602 })
      const opened = await api.verifyCode(state.pendingEmail, otp)
      try {
        await settleWallet(opened.token, opened.email)
      } catch (error) {
        await api.revokeSession(opened.token).catch(() => undefined)
        throw error
      }
      await storage.setSession({ projectId: projectId(), ...opened })
      state.pendingEmail = ''
      deps.onSession({ isConnected: true, email: opened.email })
      return {}
    },
    CONNECT_DEVICE: async () => {
      throw new VaultError(
        'RecoveryUnavailableError',
        'This account cannot be recovered on a new device yet.',
      )
    },
    IS_CONNECTED: async () => {
      const current = await storage.getSession(projectId())
      const device = current && (await storage.getDevice(current.projectId, current.email))
      return { isConnected: Boolean(device) }
    },
    GET_USER: async ({ chainId }) => {
      if (chainId !== undefined) state.chainId = chainId
      return user()
    },
    GET_CHAIN_ID: async () => ({ chainId: state.chainId }),
    SWITCH_NETWORK: async ({ chainId }) => {
      state.chainId = chainId
      return { chainId }
    },
    SIGN_OUT: async () => {
      await signOut()
      return {}
    },
    RELOAD: async () => ({}),
    RPC_REQUEST: async (request: RpcRequest) => {
      const current = await session()
      const device = await storage.getDevice(current.projectId, current.email)
      if (!device) throw notConnected()
      const wallet = await api.getWallet(current.token).catch(async (error: unknown) => {
        if (error instanceof VaultError && error.kind === 'EmbeddedSessionRequiredError')
          await signOut()
        throw error
      })
      if (!wallet) throw notConnected()
      return withKey(
        { first: device.share, second: wallet.authShare, evmAddress: device.evmAddress },
        (accounts) => signRpcRequest(accounts, request),
      )
    },
    GET_FARCASTER_URI: async () => {
      throw unsupported()
    },
    REGISTER_PASSKEY: registerPasskey(context, deps.button),
    CANCEL_PASSKEY: async () => {
      deps.button.cancel()
      return {}
    },
    GET_RECOVERY: getRecovery(context),
  }
  return handlers
}
