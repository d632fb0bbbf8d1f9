import type {
  CallRequest,
  CallSuccess,
  EmbeddedLoginCalls,
  RpcRequest,
} from '@porthole/shared-protocol'
import type { LoginSession, VaultApi } from './api/createVaultApi.ts'
import { createWalletSettler } from './custody/createWalletSettler.ts'
import { withKey } from './custody/withKey.ts'
import { createEmailUpdate } from './email/createEmailUpdate.ts'
import { connectDevice } from './passkey/connectDevice.ts'
import type { PasskeyButton } from './passkey/createPasskeyButton.ts'
import type { DeviceContext } from './passkey/DeviceContext.ts'
import { getRecovery } from './passkey/getRecovery.ts'
import type { PasskeyContext } from './passkey/PasskeyContext.ts'
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
import type { DeviceRecord, VaultSession, VaultStorage } from './storage/createVaultStorage.ts'
import type { VaultContext } from './VaultContext.ts'
import { VaultError } from './VaultError.ts'

export type VaultHandlers = {
  [N in keyof EmbeddedLoginCalls]?: (
    payload: CallRequest<EmbeddedLoginCalls, N>,
  ) => Promise<CallSuccess<EmbeddedLoginCalls, N>>
}

/** An email login kept for a retry: its code, and the device record of a store that failed. */
type Retry = { otp: string; device: DeviceRecord | null }

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
    /**
     * An email login whose code the api accepted but whose wallet could not be settled (the
     * api failed or could not be reached): CONNECT_OTP with the same code tries again with
     * its session instead of a code the api has already used. Memory only, never stored.
     */
    unsettled: null as (Retry & { login: VaultSession }) | null,
    /**
     * The signed-in session whose device share no longer combines with the api's auth share
     * (the account was recovered and re-split on another device): CONNECT_DEVICE updates it.
     */
    outdated: null as VaultSession | null,
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
  const settleWallet = createWalletSettler({ api, storage, projectId })
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
      ).catch((error: unknown) => {
        if (error instanceof VaultError && error.kind === 'ShareMismatchError')
          state.outdated = current
        throw error
      })
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
  /**
   * Drops a login left waiting for CONNECT_DEVICE or for a retry (another login began, or
   * sign-out); its session dies on the server too.
   */
  const dropWaiting = () => {
    const waiting = [state.newDevice, state.unsettled?.login]
    state.newDevice = null
    state.unsettled = null
    for (const login of waiting)
      if (login) void api.revokeSession(login.token).catch(() => undefined)
  }
  /**
   * Settles the login's wallet and keeps its session. On failure nothing of it is kept here:
   * a login of a new device waits for CONNECT_DEVICE; an email login (`retry`: its code and
   * an earlier try's device record) waits in memory for a retry; any other is revoked.
   */
  const openSession = async (login: VaultSession, retry?: Retry) => {
    dropWaiting()
    const attempt = { device: retry?.device ?? null }
    try {
      await settleWallet(login.token, login.email, attempt)
    } catch (error) {
      const kind = error instanceof VaultError ? error.kind : ''
      if (kind === 'NewDeviceError') state.newDevice = login
      else if (retry && kind !== 'RecoveryUnavailableError')
        state.unsettled = { otp: retry.otp, device: attempt.device, login }
      else await api.revokeSession(login.token).catch(() => undefined)
      throw error
    }
    await keepSession(login)
  }
  /** A social or Farcaster login ends as an email login does, answering with the user. */
  const completeLogin = async (opened: LoginSession) => {
    await openSession({ projectId: projectId(), ...opened })
    return user()
  }
  const devices: DeviceContext = {
    api,
    storage,
    newDevice: () => {
      const waiting = state.newDevice ?? state.outdated
      if (!waiting || waiting.projectId !== projectId())
        throw new VaultError(
          'NoPendingDeviceError',
          'Sign in first: no login waits for this device.',
          {
            code: -32602,
          },
        )
      return waiting
    },
    keepSession: async (login) => {
      state.newDevice = null
      state.outdated = null
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
    dropWaiting()
    state.outdated = null
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
      dropWaiting()
      const normalized = email.trim().toLowerCase()
      const sent = await api.sendCode(normalized)
      state.pendingEmail = sent.email
      return { action: 'VERIFY_OTP', resendAt: sent.resendAt }
    },
    CONNECT_OTP: async ({ otp }) => {
      if (!state.pendingEmail)
        throw new VaultError('NoPendingEmailError', 'Ask for a code first.', { code: -32602 })
      const unsettled = state.unsettled
      const again =
        unsettled?.otp === otp && unsettled.login.email === state.pendingEmail ? unsettled : null
      state.unsettled = again ? null : state.unsettled
      const login = again?.login ?? {
        projectId: projectId(),
        ...(await api.verifyCode(state.pendingEmail, otp)),
      }
      await openSession(login, { otp, device: again?.device ?? null })
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
    // SPEC §2, back from ConnectingFarcaster with no account: every login attempt in flight
    // ends (the Farcaster channel, social logins, the email waiting for its code, a login
    // waiting for its device or a retry, whose session dies on the server too). A signed-in
    // session stays.
    RELOAD: async () => {
      dropWaiting()
      state.pendingEmail = ''
      social.attempts.clear()
      social.farcaster.channelToken = null
      return {}
    },
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
