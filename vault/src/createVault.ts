import type {
  CallRequest,
  CallSuccess,
  EmbeddedLoginCalls,
  RpcRequest,
} from '@porthole/shared-protocol'
import type { LoginSession, VaultApi } from './api/createVaultApi.ts'
import { createKeyShares } from './custody/createKeyShares.ts'
import { withKey } from './custody/withKey.ts'
import { createEmailUpdate } from './email/createEmailUpdate.ts'
import { connectDevice } from './passkey/connectDevice.ts'
import type { PasskeyButton } from './passkey/createPasskeyButton.ts'
import type { DeviceContext } from './passkey/DeviceContext.ts'
import { getRecovery } from './passkey/getRecovery.ts'
import type { PasskeyContext } from './passkey/PasskeyContext.ts'
import { refuseNewDevice } from './passkey/refuseNewDevice.ts'
import { registerPasskey } from './passkey/registerPasskey.ts'
import { signRpcRequest } from './signing/signRpcRequest.ts'
import { getSmartAccountEnabledNetworks } from './smartAccount/getSmartAccountEnabledNetworks.ts'
import { initSmartAccount } from './smartAccount/initSmartAccount.ts'
import { setPreferredAccount } from './smartAccount/setPreferredAccount.ts'
import { connectFarcaster } from './social/connectFarcaster.ts'
import { connectSocial } from './social/connectSocial.ts'
import { getFarcasterUri } from './social/getFarcasterUri.ts'
import { getSocialRedirectUri } from './social/getSocialRedirectUri.ts'
import type { SocialDeps } from './social/SocialDeps.ts'
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

/**
 * The vault's behaviour behind the SPEC §4 catalog: email login against the api, the key's
 * creation and use (DESIGN "vault"; docs/decisions.md "Embedded wallet custody"), sign-out.
 * `onSession` is told of every session change (never the token).
 */
export function createVault(deps: {
  /** The api client, given how to read the project id SYNC_DAPP_DATA set. */
  createApi: (projectId: () => string) => VaultApi
  storage: VaultStorage
  onSession: (update: { isConnected: boolean; email?: string }) => void
  /** The vault's own button, for the WebAuthn ceremony that needs a click in the vault. */
  button: PasskeyButton
  /** Social logins: this vault's origin, which the api checks when a login starts. */
  social: { origin: string }
  /** SPEC §6: where smart accounts are enabled (CAIP-2 ids); none when absent. */
  smartAccountNetworks?: readonly string[]
}) {
  const { storage } = deps
  const state = {
    projectId: '',
    pendingEmail: '',
    chainId: 1 as number | string,
    /** A login on a new device, waiting for CONNECT_DEVICE (its session not kept yet). */
    newDevice: null as VaultSession | null,
  }
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
  /** The account's wallet: created on its first login, else checked against this device. */
  const settleWallet = async (token: string, email: string) => {
    const existing = await api.getWallet(token)
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
      throw error
    }
  }
  const smartAccountNetworks = deps.smartAccountNetworks ?? []
  const caipNetworkId = () => `eip155:${state.chainId}`
  const device = async () => {
    const current = await session()
    const record = await storage.getDevice(current.projectId, current.email)
    if (!record) throw notConnected()
    return { current, record }
  }
  const context: VaultContext = {
    storage,
    session,
    address: async () => (await device()).record.evmAddress,
    caipNetworkId,
    smartAccountNetworks,
    withAccountKey: async (use) => {
      const { current, record } = await device()
      const wallet = await api.getWallet(current.token).catch(async (error: unknown) => {
        if (error instanceof VaultError && error.kind === 'EmbeddedSessionRequiredError')
          await signOut()
        throw error
      })
      if (!wallet) throw notConnected()
      return withKey(
        { first: record.share, second: wallet.authShare, evmAddress: record.evmAddress },
        use,
      )
    },
  }
  const passkeys: PasskeyContext = {
    api,
    storage,
    signedIn: async () => {
      const { current, record } = await device()
      const wallet = await api.getWallet(current.token)
      if (!wallet) throw notConnected()
      return { session: current, device: record, wallet }
    },
  }
  /** SPEC §3: with EIP-7702 both account types share the address; smartAccount where enabled. */
  const user = async () => {
    const { current, record } = await device()
    const enabled = smartAccountNetworks.includes(caipNetworkId())
    const preferred = enabled
      ? await storage.getPreferredAccountType(current.projectId, current.email, caipNetworkId())
      : 'eoa'
    return {
      email: current.email,
      address: record.evmAddress,
      solanaAddress: record.solanaAddress,
      chainId: state.chainId,
      accounts: [
        { address: record.evmAddress, type: 'eoa' as const },
        ...(enabled ? [{ address: record.evmAddress, type: 'smartAccount' as const }] : []),
      ],
      preferredAccountType: preferred,
      sessionPersists: await storage.isPersistent(),
      ...(current.username ? { userName: current.username } : {}),
      ...(current.provider ? { socialProvider: current.provider as LoginSession['provider'] } : {}),
    }
  }
  /** Every login ends here: wallet settled (or the session revoked), session kept, frame told. */
  const keepSession = async (login: VaultSession) => {
    await storage.setSession(login)
    deps.onSession({ isConnected: true, email: login.email })
  }
  /** Drops a login left waiting for CONNECT_DEVICE (another login began, or sign-out). */
  const dropNewDevice = () => {
    const waiting = state.newDevice
    state.newDevice = null
    if (waiting) void api.revokeSession(waiting.token).catch(() => undefined)
  }
  const openSession = async (opened: Omit<VaultSession, 'projectId'>) => {
    dropNewDevice()
    const login = { projectId: projectId(), ...opened }
    try {
      await settleWallet(opened.token, opened.email)
    } catch (error) {
      if (error instanceof VaultError && error.kind === 'NewDeviceError') state.newDevice = login
      else await api.revokeSession(opened.token).catch(() => undefined)
      throw error
    }
    await keepSession(login)
  }
  /** A social or Farcaster login ends as an email login does, answering with the user. */
  const completeLogin = async (opened: LoginSession) => {
    await openSession(opened)
    return user()
  }
  const devices: DeviceContext = {
    api,
    storage,
    newDevice: () => {
      if (!state.newDevice || state.newDevice.projectId !== projectId())
        throw new VaultError(
          'NoPendingDeviceError',
          'Sign in first: no login waits for this device.',
          {
            code: -32602,
          },
        )
      return state.newDevice
    },
    keepSession: async (login) => {
      state.newDevice = null
      await keepSession(login)
    },
  }
  const social: SocialDeps = {
    api,
    attempts: new Map(),
    origin: deps.social.origin,
    projectId,
    completeLogin,
    farcaster: { channelToken: null },
  }
  const signOut = async () => {
    dropNewDevice()
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
      await openSession(await api.verifyCode(state.pendingEmail, otp))
      state.pendingEmail = ''
      return {}
    },
    CONNECT_DEVICE: connectDevice(devices, deps.button),
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
    RPC_REQUEST: (request: RpcRequest) =>
      context.withAccountKey((accounts) => signRpcRequest(accounts, request)),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: getSmartAccountEnabledNetworks(context),
    INIT_SMART_ACCOUNT: initSmartAccount(context),
    SET_PREFERRED_ACCOUNT: setPreferredAccount(context),
    GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri(social),
    CONNECT_SOCIAL: connectSocial(social),
    GET_FARCASTER_URI: getFarcasterUri(social),
    CONNECT_FARCASTER: connectFarcaster(social),
    REGISTER_PASSKEY: registerPasskey(passkeys, deps.button),
    CANCEL_PASSKEY: async () => {
      deps.button.cancel()
      return {}
    },
    GET_RECOVERY: getRecovery(passkeys),
    ...createEmailUpdate({ api, storage, session, onSession: deps.onSession }),
  }
  return handlers
}
