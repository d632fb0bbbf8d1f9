import type { FrameCore } from '../../app/FrameCore.ts'
import { createEmbeddedConnector } from '../../connectors/embedded/createEmbeddedConnector.ts'
import { createVaultClient, type VaultClient } from '../../connectors/embedded/createVaultClient.ts'
import { describeLoginError } from './describeLoginError.ts'
import type { EmbeddedLoginState } from './EmbeddedLoginState.ts'
import { isEmail } from './isEmail.ts'

const RESEND_MS = 30_000

/**
 * Email login (SPEC §4 CONNECT_EMAIL → CONNECT_OTP): the panel's state, the vault client
 * and the embedded connector the connection machine connects once the code is accepted.
 */
export function createEmbeddedLogin(
  app: FrameCore,
  vaultOptions: { url: string; version?: number | undefined },
) {
  const listeners = new Set<() => void>()
  let state: EmbeddedLoginState = {
    step: 'email',
    email: '',
    resendAt: 0,
    busy: false,
    error: null,
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
    container: document.body,
    onSessionUpdate: ({ isConnected }) => {
      const current = app.connection.getSnapshot().context.current
      if (!isConnected && current?.connector.id === connector.id)
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
    destroy: vault.destroy,
  }
  const connector = createEmbeddedConnector({
    vault: syncedVault,
    networks: () => dapp()?.networks ?? [],
    chainClients: app.chainClients,
    approve: app.approvals.approve,
  })
  // SPEC §3: the account type changes per chain and on the Account toggle; the host sees it.
  connector.subscribe((event) => {
    if (event.type === 'accountTypeChanged')
      app.connection.send({ type: 'WALLET_EVENT', connectorId: connector.id, event })
  })
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
        await vault.call('CONNECT_OTP', { otp: code })
        set({ step: 'connecting' })
        app.connection.send({ type: 'CONNECT', connector })
      }),
    /** "Use another email". */
    restart: () => set({ step: 'email', error: null }),
  }
}
export type EmbeddedLogin = ReturnType<typeof createEmbeddedLogin>
