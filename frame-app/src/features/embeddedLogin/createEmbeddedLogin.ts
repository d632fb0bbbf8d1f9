import { createEmbeddedBitcoinConnector } from '../../connectors/embedded/bitcoin/createEmbeddedBitcoinConnector.ts'
import { createEmbeddedConnector } from '../../connectors/embedded/createEmbeddedConnector.ts'
import { createVaultClient, type VaultClient } from '../../connectors/embedded/createVaultClient.ts'
import { createEmbeddedSolanaConnector } from '../../connectors/embedded/solana/createEmbeddedSolanaConnector.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { connectBeside } from '../connection/chunk.ts'
import { createRecoveryCodeActions } from './createRecoveryCodeActions.ts'
import { describeLoginError } from './describeLoginError.ts'
import { createDeviceKeyUpdate } from './device/createDeviceKeyUpdate.ts'
import { readDeviceMethods } from './device/readDeviceMethods.ts'
import type { EmbeddedLoginState, PasskeyLook } from './EmbeddedLoginState.ts'
import { hasVaultErrorName } from './hasVaultErrorName.ts'
import { isEmail } from './isEmail.ts'

const RESEND_MS = 30_000

/**
 * Email login (SPEC §4 CONNECT_EMAIL → CONNECT_OTP): the panel's state, the vault client
 * and the embedded connector the connection machine connects once the code is accepted.
 */
export function createEmbeddedLogin(
  app: Pick<
    FrameCore,
    | 'api'
    | 'approvals'
    | 'callHost'
    | 'chainClients'
    | 'connection'
    | 'report'
    | 'settings'
    | 'viewStack'
  >,
  vaultOptions: { url: string; version?: number | undefined },
) {
  const listeners = new Set<() => void>()
  let state: EmbeddedLoginState = {
    step: 'email',
    email: '',
    resendAt: 0,
    busy: false,
    error: null,
    passkey: undefined,
    recoveryCode: undefined,
    newCode: null,
    deviceMethods: { passkey: false, code: false },
    passkeyBusy: false,
    passkeyError: null,
    outdated: false,
  }
  const set = (next: Partial<EmbeddedLoginState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const dapp = () => app.settings.getSnapshot().context.dapp
  const vault: VaultClient = createVaultClient({
    url: vaultOptions.url,
    version: vaultOptions.version,
    projectId: dapp()?.projectId ?? '',
    hostOrigin: app.settings.getSnapshot().context.hostOrigin ?? undefined,
    container: document.body,
    onSessionUpdate: ({ isConnected, email }) => {
      // Signed out: the next email login starts from the email form again.
      if (!isConnected) set({ step: 'email', busy: false, error: null, passkeyError: null })
      if (isConnected && email) return connector.setEmail(email)
      if (isConnected) return
      // Signed out: the next "Continue with email" starts from the email again.
      set({ step: 'email', error: null })
      // Its EVM and Solana connections go together (one login), whichever is current.
      const { connections } = app.connection.getSnapshot().context
      if (connections.some((c) => c.connector.id === connector.id))
        app.connection.send({ type: 'DISCONNECT', connectorId: connector.id })
    },
  })
  const synced = (async () => {
    const data = dapp()
    await vault.call('SYNC_DAPP_DATA', {
      projectId: data?.projectId ?? '',
      sdkVersion: data?.sdkVersion ?? '',
      verifiedOrigin: app.settings.getSnapshot().context.hostOrigin ?? '',
    })
  })()
  synced.catch(() => undefined)
  const syncedVault: VaultClient = {
    call: async (name, payload) => {
      await synced
      return vault.call(name, payload)
    },
    place: vault.place,
    destroy: vault.destroy,
  }
  // A signature refused because this device's share is out of date waits for the passkey to
  // update it (UpdateDeviceKey), then is asked once more; leaving the view rejects it (4001).
  const deviceKey = createDeviceKeyUpdate(app, (asking) =>
    set({ outdated: asking, passkeyError: null }),
  )
  const signingVault: VaultClient = {
    ...syncedVault,
    call: async (name, payload) => {
      try {
        return await syncedVault.call(name, payload)
      } catch (error) {
        if (!hasVaultErrorName(error, 'ShareMismatchError')) throw error
        await deviceKey.ask()
        return syncedVault.call(name, payload)
      }
    },
  }
  const connector = createEmbeddedConnector({
    vault: signingVault,
    networks: () => dapp()?.networks ?? [],
    chainClients: app.chainClients,
    approve: app.approvals.approve,
    api: app.api?.client ?? null,
  })
  // SPEC §3: the account type changes per chain and on the Account toggle; the host sees it.
  connector.subscribe((event) => {
    if (event.type === 'accountTypeChanged' || event.type === 'nameChanged')
      app.connection.send({ type: 'WALLET_EVENT', connectorId: connector.id, event })
  })
  // The login's Solana account: a connection of its own beside the EVM one, where the host
  // configured a Solana network.
  const solana = createEmbeddedSolanaConnector({
    embedded: connector,
    vault: syncedVault,
    networks: () => dapp()?.networks ?? [],
    chainClients: app.chainClients,
    approve: app.approvals.approve,
    getActiveNetworkId: () => app.connection.getSnapshot().context.caipNetworkId,
  })
  connectBeside(app.connection, connector, solana, app.report)
  // Its Bitcoin account (native SegWit), where the host configured a Bitcoin network.
  const bitcoin = createEmbeddedBitcoinConnector({
    embedded: connector,
    vault: syncedVault,
    networks: () => dapp()?.networks ?? [],
    approve: app.approvals.approve,
    getActiveNetworkId: () => app.connection.getSnapshot().context.caipNetworkId,
  })
  connectBeside(app.connection, connector, bitcoin, app.report)
  const run = async (work: () => Promise<void>) => {
    set({ busy: true, error: null })
    try {
      await synced
      await work()
    } catch (error) {
      set({ error: describeLoginError(error) })
    } finally {
      set({ busy: false })
    }
  }
  const finish = () => {
    set({ step: 'connecting' })
    app.connection.send({ type: 'CONNECT', connector })
  }
  // Set while the frame itself withdraws the vault's button: that rejection is no error.
  const ceremony = { withdrawn: false }
  const loadRecovery = async () => {
    await synced
    const { passkey, code } = await vault.call('GET_RECOVERY', {})
    set({
      passkey: passkey?.createdAt ?? null,
      recoveryCode: code?.createdAt ?? null,
      passkeyError: null,
    })
    return { passkey, code }
  }
  /**
   * The account's wallet lives on another device (or this one lost its share): its passkey
   * or recovery code, named in the vault's `NewDeviceError`, opens it here.
   */
  const awaitDevice = (error: unknown) =>
    set({ step: 'device', passkeyError: null, deviceMethods: readDeviceMethods(error) })
  /**
   * Signed in: an account without a recovery method sets one up before the modal connects
   * (docs/decisions/0040); a status that cannot be read does not hold the login up.
   */
  const afterLogin = async () => {
    const recovery = await loadRecovery().catch(() => undefined)
    if (recovery && !recovery.passkey && !recovery.code) {
      set({ step: 'secure' })
      return 'secure' as const
    }
    finish()
    return 'connecting' as const
  }
  const codes = createRecoveryCodeActions({
    vault: syncedVault,
    getState: () => state,
    set,
    run,
    done: () => finish(),
    opened: () => (state.outdated ? deviceKey.updated() : finish()),
  })
  const sendCode = (email: string) =>
    run(async () => {
      const sent = await vault.call('CONNECT_EMAIL', { email: email.trim() })
      const resendAt = sent.resendAt ? Date.parse(sent.resendAt) : Date.now() + RESEND_MS
      set({ step: 'code', email: email.trim().toLowerCase(), resendAt })
    })

  return {
    connector,
    /** The vault once synced: social and Farcaster logins (`features/socialLogin`) call it too. */
    vault: syncedVault,
    /** Connects the embedded wallet once the vault holds a session (any login method). */
    connect: () => app.connection.send({ type: 'CONNECT', connector }),
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    submitEmail(email: string) {
      if (!isEmail(email)) return set({ error: { kind: 'invalidEmail' } })
      return sendCode(email)
    },
    resend: () => sendCode(state.email),
    submitCode: (code: string) =>
      run(async () => {
        try {
          await vault.call('CONNECT_OTP', { otp: code })
        } catch (error) {
          // The account's wallet lives on another device: its passkey or code opens it here.
          if (!hasVaultErrorName(error, 'NewDeviceError')) throw error
          return awaitDevice(error)
        }
        await afterLogin()
      }),
    /** The account's recovery passkey, for Account's recovery panel. */
    loadRecovery: () =>
      loadRecovery().catch((error: unknown) => {
        set({ passkeyError: describeLoginError(error) })
      }),
    /**
     * Shows the vault's passkey button over `target` and waits for the ceremony: in the
     * login's `device` step the account's passkey opens the wallet here (CONNECT_DEVICE),
     * else a passkey is created (in the `secure` step, a passkey made connects). `frameTitle`
     * names the vault's frame while it shows, in the modal's language.
     */
    startPasskey: async (target: HTMLElement, look: PasskeyLook, frameTitle: string) => {
      set({ passkeyBusy: true, passkeyError: null })
      ceremony.withdrawn = false
      vault.place(target, { colorScheme: look.themeMode, title: frameTitle })
      const recovering = state.step === 'device' || state.outdated
      try {
        if (recovering) {
          await vault.call('CONNECT_DEVICE', look)
          return state.outdated ? deviceKey.updated() : finish()
        }
        const { createdAt } = await vault.call('REGISTER_PASSKEY', look)
        set({ passkey: createdAt })
        if (state.step === 'secure') finish()
      } catch (error) {
        const described = describeLoginError(error)
        if (!ceremony.withdrawn)
          set({
            passkeyError:
              recovering && described.kind === 'passkeyCancelled'
                ? { kind: 'deviceCancelled' }
                : described,
          })
      } finally {
        vault.place(null)
        set({ passkeyBusy: false })
      }
    },
    /** The host switched the theme while the vault's button shows: the button follows. */
    restylePasskey: (look: PasskeyLook) => {
      if (!state.passkeyBusy) return
      void vault.call('RESTYLE_PASSKEY', look).catch(() => undefined)
    },
    /** Withdraws the vault's button (the view closed or the user skipped). */
    stopPasskey: () => {
      vault.place(null)
      if (!state.passkeyBusy) return
      ceremony.withdrawn = true
      void vault.call('CANCEL_PASSKEY', {}).catch(() => undefined)
    },
    /**
     * A social or Farcaster login answered `NewDeviceError` (the vault keeps it waiting): the
     * `device` step (CONNECT_DEVICE or CONNECT_RECOVERY_CODE), as after an email code.
     */
    awaitDevice,
    /**
     * A social or Farcaster login opened its session: `secure` when the account must set up a
     * recovery method first, else it connects.
     */
    afterLogin,
    ...codes,
    /** "Use another email". */
    restart: () => set({ step: 'email', error: null, passkeyError: null }),
  }
}
export type EmbeddedLogin = ReturnType<typeof createEmbeddedLogin>
