import type { RpcRequest } from '@porthole/shared-protocol'
import type { LoginSession, VaultApi } from './api/createVaultApi.ts'
import { withKey } from './custody/withKey.ts'
import { connectEmail } from './email/connectEmail.ts'
import { connectOtp } from './email/connectOtp.ts'
import { createEmailUpdate } from './email/createEmailUpdate.ts'
import { createLogins } from './login/createLogins.ts'
import { connectDevice } from './passkey/connectDevice.ts'
import type { PasskeyButton } from './passkey/createPasskeyButton.ts'
import { getRecovery } from './passkey/getRecovery.ts'
import type { PasskeyContext } from './passkey/PasskeyContext.ts'
import { registerPasskey } from './passkey/registerPasskey.ts'
import { connectRecoveryCode } from './recoveryCode/connectRecoveryCode.ts'
import { createRecoveryCode } from './recoveryCode/createRecoveryCode.ts'
import type { RecoveryCodeContext } from './recoveryCode/RecoveryCodeContext.ts'
import { saveRecoveryCode } from './recoveryCode/saveRecoveryCode.ts'
import { signRpcRequest } from './signing/signRpcRequest.ts'
import { getSmartAccountEnabledNetworks } from './smartAccount/getSmartAccountEnabledNetworks.ts'
import { initSmartAccount } from './smartAccount/initSmartAccount.ts'
import { removeDelegation } from './smartAccount/removeDelegation.ts'
import { setPreferredAccount } from './smartAccount/setPreferredAccount.ts'
import { connectFarcaster } from './social/connectFarcaster.ts'
import { connectSocial } from './social/connectSocial.ts'
import { getFarcasterUri } from './social/getFarcasterUri.ts'
import { getSocialRedirectUri } from './social/getSocialRedirectUri.ts'
import type { SocialDeps } from './social/SocialDeps.ts'
import type { VaultSession, VaultStorage } from './storage/createVaultStorage.ts'
import { readUser } from './user/readUser.ts'
import type { VaultContext } from './VaultContext.ts'
import { VaultError } from './VaultError.ts'
import type { VaultHandlers } from './VaultHandlers.ts'

const notConnected = () =>
  new VaultError('NotConnectedError', 'No account is signed in.', { code: 4100 })

/**
 * The vault's behaviour behind the SPEC §4 catalog: email login against the api, the key's
 * creation and use (DESIGN "vault"; docs/decisions/0149-embedded-wallet-custody.md), sign-out.
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
  const state = { projectId: '', chainId: 1 as number | string }
  const projectId = () => {
    if (!state.projectId) throw new VaultError('NotSyncedError', 'SYNC_DAPP_DATA comes first.')
    return state.projectId
  }
  const api = deps.createApi(projectId)
  const logins = createLogins({ api, storage, projectId, onSession: deps.onSession })
  const email = { api, logins, projectId, pending: { email: '' } }
  const session = async (): Promise<VaultSession> => {
    const current = await storage.getSession(projectId())
    if (!current) throw notConnected()
    return current
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
      ).catch((error: unknown) => {
        if (error instanceof VaultError && error.kind === 'ShareMismatchError')
          logins.waiting.outdated = current
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
  const recoveryCodes: RecoveryCodeContext = {
    signedIn: passkeys.signedIn,
    devices: logins.devices,
    pending: null,
  }
  const user = () =>
    readUser({
      storage,
      device,
      chainId: () => state.chainId,
      caipNetworkId,
      smartAccountNetworks,
    })
  const social: SocialDeps = {
    api,
    attempts: new Map(),
    origin: deps.social.origin,
    projectId,
    // A social or Farcaster login ends as an email login does, answering with the user.
    completeLogin: async (opened: LoginSession) => {
      await logins.open({ projectId: projectId(), ...opened })
      return user()
    },
    farcaster: { channelToken: null },
  }
  const signOut = async () => {
    logins.dropWaiting()
    logins.waiting.outdated = null
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
    CONNECT_EMAIL: connectEmail(email),
    CONNECT_OTP: connectOtp(email),
    CONNECT_DEVICE: connectDevice(logins.devices, deps.button),
    IS_CONNECTED: async () => {
      const current = await storage.getSession(projectId())
      const device = current && (await storage.getDevice(current.projectId, current.email))
      if (!current || !device) return { isConnected: false }
      // A wallet with no recovery method stored yet was never given to a site, and a login
      // elsewhere may replace it (decision 0041): the next login here resumes it at the
      // recovery step instead. An api that cannot answer now leaves the session as it was.
      const wallet = await api.getWallet(current.token).catch(() => undefined)
      return { isConnected: wallet?.confirmed !== false }
    },
    GET_USER: async ({ chainId }) => {
      if (chainId !== undefined) state.chainId = chainId
      return user()
    },
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
      logins.dropWaiting()
      email.pending.email = ''
      social.attempts.clear()
      social.farcaster.channelToken = null
      return {}
    },
    RPC_REQUEST: async (request: RpcRequest) => {
      // Bitcoin's code (BIP-32, btc-signer) is a lazy chunk, loaded before the key is rebuilt.
      if (request.method.startsWith('bip122:')) {
        const { signBitcoinRequest } = await import('./bitcoin/signBitcoinRequest.ts')
        return context.withAccountKey((_accounts, secret) => signBitcoinRequest(secret, request))
      }
      return context.withAccountKey((accounts) => signRpcRequest(accounts, request))
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: getSmartAccountEnabledNetworks(context),
    INIT_SMART_ACCOUNT: initSmartAccount(context),
    REMOVE_DELEGATION: removeDelegation(context),
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
    RESTYLE_PASSKEY: async (look) => {
      deps.button.restyle(look)
      return {}
    },
    GET_RECOVERY: getRecovery(passkeys),
    CREATE_RECOVERY_CODE: createRecoveryCode(recoveryCodes),
    SAVE_RECOVERY_CODE: saveRecoveryCode(recoveryCodes),
    CONNECT_RECOVERY_CODE: connectRecoveryCode(recoveryCodes),
    ...createEmailUpdate({ api, storage, session, onSession: deps.onSession }),
  }
  return handlers
}
