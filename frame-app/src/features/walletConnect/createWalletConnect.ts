import { createActor } from 'xstate'
import * as z from 'zod/mini'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import { loadQrEncoder } from '../../components/QrCode/buildQrPath.ts'
import { createWalletConnectBitcoinConnector } from '../../connectors/walletConnect/bitcoin/createWalletConnectBitcoinConnector.ts'
import { createWalletConnectConnector } from '../../connectors/walletConnect/createWalletConnectConnector.ts'
import { createWcStorage } from '../../connectors/walletConnect/createWcStorage.ts'
import {
  loadSignClient,
  type SignClientLike,
} from '../../connectors/walletConnect/loadSignClient.ts'
import { buildWalletLink } from '../../connectors/walletConnect/pairing/buildWalletLink.ts'
import { createWalletConnectSolanaConnector } from '../../connectors/walletConnect/solana/createWalletConnectSolanaConnector.ts'
import type { WalletConnectConnector } from '../../connectors/walletConnect/WalletConnectConnector.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import type { HostCaller } from '../../core/FrameAppOptions.ts'
import type { StorageLike } from '../../storage/createFrameStorage.ts'
import { createSecretStore, type StorageAccessDocument } from '../../storage/createSecretStore.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import { connectBeside } from '../connection/chunk.ts'
import { currentEntry } from '../modal/index.ts'
import { buildOneClickAuth } from './buildOneClickAuth.ts'
import { buildWalletConnectMetadata } from './buildWalletConnectMetadata.ts'
import { isWalletConnectEnabled } from './isWalletConnectEnabled.ts'
import { readPairing } from './readPairing.ts'
import { WalletConnectViewParamsSchema } from './WalletConnectViewParamsSchema.ts'
import { walletConnectMachine } from './walletConnectMachine.ts'

type LocalStorageLike = StorageLike & { readonly length: number; key(index: number): string | null }

export type WalletConnectOptions = {
  app: FrameApp
  relayUrl: string
  projectId: string
  callHost: HostCaller
  /** The frame's own localStorage, or null where the browser blocks it. Never host storage. */
  frameStorage: LocalStorageLike | null
  /** For the Storage Access API when the frame has no storage of its own. */
  document: StorageAccessDocument
  permissions?: Pick<Permissions, 'query'> | undefined
  userAgent: string
  report: (error: unknown) => void
  /** Tests shorten the SPEC §9 4-minute pairing expiry. */
  pairingExpiryMs?: number
  loadClient?: () => Promise<SignClientLike>
}

const VIEW = 'ConnectingWalletConnectBasic'
/**
 * The views WalletConnect is picked from (its row, a registry wallet, a phone's wallet link): a
 * pairing is kept ready while they show (SPEC §4, SECURITY.md #8; docs/decisions/0075).
 */
const PAIRING_VIEWS = new Set(['Connect', 'AllWallets'])

/**
 * WalletConnect in one frame: the connector, the wallet-connection state (SPEC §3) and the
 * wiring to the frame app. The sign-client loads when the modal first shows Connect (or
 * AllWallets) with the WalletConnect row, or a stored session is restored: a pairing is made
 * there ahead of the pick, so the QR code and a phone's wallet link are ready at once. The
 * pairing is shown by ConnectingWalletConnectBasic (which puts the connection in
 * 'connecting'), refreshed when it expires or is declined, and a stored session is restored
 * after a reload (status 'reconnecting') without a new scan. The sign-client's keys live in
 * the secret store (`createSecretStore`): never in the host page's storage; where the frame
 * has none, storage is asked for when the user picks WalletConnect, and otherwise the session
 * lasts for the page (the view says so).
 */
export function createWalletConnect(options: WalletConnectOptions) {
  const { app, report } = options
  const state = createActor(walletConnectMachine).start()
  const secrets = createSecretStore({
    frameStorage: options.frameStorage,
    document: options.document,
    permissions: options.permissions,
    onError: report,
  })
  const SESSION = storageKeys.walletConnectSession.key
  // A stored session: paired in the basic QR view (SPEC §2's exemption outlives a reload) or not.
  const STORED = { session: '1', basic: 'basic' } as const
  const flag = {
    get: () => {
      try {
        const value = secrets.getItem(SESSION)
        return value === STORED.basic ? 'basic' : value === STORED.session ? 'session' : null
      } catch {
        return null
      }
    },
    set: (kind: keyof typeof STORED | null) => {
      try {
        if (kind) secrets.setItem(SESSION, STORED[kind])
        else secrets.removeItem(SESSION)
      } catch {
        // Full or wiped: the next reload starts disconnected.
      }
    },
  }
  const dapp = () => app.settings.getSnapshot().context.dapp
  const connection = app.connection
  const isPendingHere = () => {
    const snapshot = connection.getSnapshot()
    return snapshot.matches('connecting') && snapshot.context.pending?.id === connector.id
  }

  const connector: WalletConnectConnector = createWalletConnectConnector({
    loadClient:
      options.loadClient ??
      (() => {
        const origin = app.settings.getSnapshot().context.hostOrigin ?? location.origin
        return loadSignClient({
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          storage: createWcStorage(secrets),
          metadata: buildWalletConnectMetadata(dapp()?.metadata, origin, location.origin),
        })
      }),
    getNetworks: () => dapp()?.networks ?? [],
    // Before SYNC_DAPP_DATA (a restore at boot) the stored active network is the best guess.
    getActiveNetworkId: () =>
      connection.getSnapshot().context.caipNetworkId ?? app.storage.getActiveNetworkId(),
    userAgent: options.userAgent,
    ...readPairing(state),
    // Sign-in configured: one-click auth, so one approval in the wallet connects and signs in.
    getAuthParams: () => buildOneClickAuth(app),
    onError: report,
    onEvent: (event) => {
      state.send(event)
      if (event.type === 'SESSION') {
        flag.set(state.getSnapshot().context.wcBasic ? 'basic' : 'session')
        // The registry wallet paired with becomes a recent wallet (SPEC §3 recentWallet).
        const target = state.getSnapshot().context.recentWallet
        if (target) app.recentWallets.add(target.id, target)
        // A session approved after the view was left still connects.
        if (!isPendingHere()) connection.send({ type: 'CONNECT', connector })
      }
      if (event.type === 'ENDED') flag.set(null)
    },
    ...(options.pairingExpiryMs === undefined ? {} : { pairingExpiryMs: options.pairingExpiryMs }),
  })
  connector.subscribe((event) =>
    connection.send({ type: 'WALLET_EVENT', connectorId: connector.id, event }),
  )
  // The session's solana namespace: a connection of its own beside the EVM one.
  const solana = createWalletConnectSolanaConnector(
    connector,
    () => connection.getSnapshot().context.caipNetworkId,
  )
  connectBeside(connection, connector, solana, report)
  // And its bip122 namespace (a Bitcoin payment address), the same way.
  const bitcoin = createWalletConnectBitcoinConnector(
    connector,
    () => connection.getSnapshot().context.caipNetworkId,
  )
  connectBeside(connection, connector, bitcoin, report)
  // SPEC §2: a session paired in the basic view (wcBasic) stays on whatever network the wallet
  // picks, as the session allows; UnsupportedChain does not ask it to switch.
  app.unsupportedChain.exempt(
    (current) =>
      (current.connector.id === connector.id || current.connector.id === solana.id) &&
      state.getSnapshot().context.wcBasic,
  )

  const connectedHere = () => {
    const snapshot = connection.getSnapshot()
    return snapshot.context.connections.some((c) => c.connector.id === connector.id)
  }
  const enabled = () => isWalletConnectEnabled(dapp(), true) && !connectedHere()

  // With the pairing, what drawing its QR code needs: the view's chunk and the QR encoder.
  const warmQrView = () => Promise.all([app.views[VIEW]?.prefetch(), loadQrEncoder()]).catch(report)
  const prepare = (view: string | null) => {
    if (!PAIRING_VIEWS.has(view ?? '') || !enabled()) return
    void warmQrView()
    connector.preparePairing().catch(report)
  }
  const viewOf = (snapshot: ReturnType<typeof app.viewStack.getSnapshot>) =>
    snapshot.matches('open') ? currentEntry(snapshot.context) : null
  // Connect may already show when this chunk arrives (a modal opened at once).
  let lastView: string | null = viewOf(app.viewStack.getSnapshot())?.view ?? null
  prepare(lastView)
  app.viewStack.subscribe((snapshot) => {
    const entry = viewOf(snapshot)
    const view = entry?.view ?? null
    if (view === lastView) return
    const left = lastView === VIEW
    lastView = view
    prepare(view)
    if (view === VIEW) {
      // Inside the user's tap: where the frame has no storage, ask for it (Storage Access API).
      void secrets.requestAccess()
      const { wallet } = z.parse(WalletConnectViewParamsSchema, entry?.params)
      state.send({ type: 'WAIT', wallet })
      connector.showPairing().catch(report)
      connection.send({ type: 'CONNECT', connector })
    } else if (left) {
      state.send({ type: 'CANCEL' })
      if (isPendingHere()) connection.send({ type: 'CANCEL' })
    }
  })
  state.on('pairingExpired', () => {
    if (lastView === VIEW) connector.showPairing().catch(report)
    // The wallet list keeps a fresh URI ready for the next pick (SECURITY.md #8).
    else prepare(lastView)
  })

  // Reload: a stored session reconnects without a new scan, once the secret store is ready
  // (an earlier Storage Access grant taken up), and again when the host's data arrives.
  let restoreTried = false
  const restore = () => {
    const stored = flag.get()
    if (restoreTried || !stored || !connection.getSnapshot().matches('disconnected')) return
    restoreTried = true
    state.send({ type: 'RESTORE', basic: stored === 'basic' })
    connection.send({ type: 'RESTORE', connectors: [connector] })
    const stop = connection.subscribe((snapshot) => {
      if (snapshot.matches('reconnecting')) return
      stop.unsubscribe()
      const restored = snapshot.context.current?.connector.id === connector.id
      state.send({ type: restored ? 'RESTORED' : 'RESTORE_FAILED' })
      if (!restored) flag.set(null)
    })
  }
  const ready = secrets.ready.then(restore)
  const stopSettings = app.settings.subscribe((snapshot) => {
    if (!snapshot.context.dapp) return
    ready.then(restore)
    stopSettings.unsubscribe()
  })

  return {
    state,
    connector,
    /** Settled once a stored session, if any, is being restored. */
    ready,
    /** Where the session's keys are kept (the view says when only for this page). */
    secrets,
    /** The Connect view's WalletConnect row shows (SPEC §9: enabled and not connected through it). */
    enabled,
    /**
     * Open a mobile wallet with the pairing URI: the host navigates (deep links from inside an
     * iframe fail on iOS). With a URI ready (prepared on Connect, or reused on iOS Safari and in
     * Telegram) the link is asked for synchronously inside the tap; otherwise (a URI already
     * handed to a wallet elsewhere, or the first one not ready yet) once the new pairing's URI
     * arrives, as AppKit does. A pairing that fails shows the WalletConnect view with its error.
     */
    openWallet(wallet: RegistryWallet, mobileLink: string) {
      const link = (uri: string) => {
        const href = buildWalletLink(mobileLink, uri)
        state.send({ type: 'LINKING', wallet, href })
        options.callHost('OPEN_URL', { url: href, target: 'self' }).catch(report)
      }
      const uri = connector.currentUri()
      if (uri) link(uri)
      else
        connector.preparePairing().then(() => {
          const fresh = connector.currentUri()
          if (fresh) link(fresh)
          else app.actions.pairWith(wallet)
        }, report)
      connection.send({ type: 'CONNECT', connector })
    },
  }
}
export type WalletConnect = ReturnType<typeof createWalletConnect>
