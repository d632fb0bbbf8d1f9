import type {
  CaipNetworkId,
  DappData,
  HostWallet,
  StateSnapshot,
  ViewName,
} from '@porthole/shared-protocol'
import { UnrecognizedChainError } from '@porthole/shared-protocol'
import { createActor, waitFor } from 'xstate'
import type { RegistryWallet } from '../api/WalletPageSchema.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import { createHostConnectors } from '../connectors/hostWallet/createHostConnectors.ts'
import { createBalanceStore } from '../features/account/createBalanceStore.ts'
import type { WalletListItem } from '../features/connect/buildWalletList.ts'
import { createRecentWallets } from '../features/connect/createRecentWallets.ts'
import { createWalletRegistry } from '../features/connect/createWalletRegistry.ts'
import { connectionMachine } from '../features/connection/connectionMachine.ts'
import { watchConnection } from '../features/connection/watchConnection.ts'
import { backCloses, currentView, viewStackMachine } from '../features/modal/viewStackMachine.ts'
import { createUnsupportedChainGuard } from '../features/networks/createUnsupportedChainGuard.ts'
import { pickActiveNetwork } from '../features/networks/pickActiveNetwork.ts'
import { isSupportedNetwork } from '../features/networks/resolveNetwork.ts'
import { createPendingAccountRequests } from '../features/rpc/createPendingAccountRequests.ts'
import { createRpcHandler } from '../features/rpc/createRpcHandler.ts'
import { createFrameStorage } from '../storage/createFrameStorage.ts'
import type { FrameAppOptions } from './FrameAppOptions.ts'
import { deriveSnapshot } from './hostState/deriveSnapshot.ts'
import { settingsMachine } from './hostState/settingsMachine.ts'
import { subscribeSnapshots } from './hostState/subscribeSnapshots.ts'

/** One frame instance: its actors, the user's actions, and the snapshot the host mirrors. */
export function createFrameApp(options: FrameAppOptions) {
  const { callHost } = options
  const report = options.onError ?? (() => undefined)
  const viewStack = createActor(viewStackMachine).start()
  const connection = createActor(connectionMachine, { input: { caipNetworkId: null } }).start()
  const settings = createActor(settingsMachine, { input: { themeMode: options.themeMode } }).start()
  const storage = createFrameStorage(options.storage)
  const chainClients = createChainClients(options.loadChainClient)
  const balance = createBalanceStore({
    getBalance: async (network, address) => (await chainClients.get(network)).getBalance(address),
  })
  const hostConnectors = createHostConnectors(
    connection,
    (uuid, request) => callHost('HOST_WALLET_REQUEST', { uuid, request }),
    options.liveness,
    () => dapp()?.networks ?? [],
  )
  const accountRequests = createPendingAccountRequests()
  const recentWallets = createRecentWallets(options.storage)
  const registry = createWalletRegistry(options.api ?? null, () => dapp() ?? null)
  let closeAfterConnect = false
  let restoreTried = false
  /** The registry wallet the WalletConnect view pairs with (SPEC §3 recentWallet), if any. */
  let walletConnectTarget: RegistryWallet | null = null
  connection.on('*', (event) => options.onEvent?.(event))

  const getSnapshot = (): StateSnapshot => {
    const view = viewStack.getSnapshot()
    const conn = connection.getSnapshot()
    return deriveSnapshot({
      open: view.value === 'open',
      view: currentView(view.context),
      connectionState: String(conn.value),
      connection: conn.context,
    })
  }
  const isConnected = () => getSnapshot().status === 'connected'
  const dapp = () => settings.getSnapshot().context.dapp
  const networks = () => dapp()?.networks ?? []
  const hide = () => {
    viewStack.send({ type: 'CLOSE' })
    callHost('HIDE', null).catch(report)
  }

  const close = () => {
    viewStack.send({ type: 'CLOSE' })
    if (connection.getSnapshot().value === 'connecting') connection.send({ type: 'CANCEL' })
    closeAfterConnect = false
    accountRequests.rejectAll()
  }
  /** The user closed the modal (close button, Escape, backdrop, back on the last view). */
  const dismiss = () => {
    close()
    callHost('HIDE', null).catch(report)
  }

  const unsupportedChain = createUnsupportedChainGuard({
    viewStack,
    connection,
    dapp,
    hide,
    show: () => callHost('SHOW', null).catch(report),
  })

  /**
   * Reload: reconnect without a prompt, once. With frame storage, the stored wallet (by rdns);
   * when storage is blocked (third-party storage off, SECURITY.md #7), every EVM host wallet is
   * asked `eth_accounts` and the first that still grants accounts is reconnected.
   */
  const maybeRestore = () => {
    if (restoreTried || !connection.getSnapshot().matches('disconnected')) return
    const all = hostConnectors.evm()
    const rdns = storage.getConnectorRdns()
    const candidates = storage.isAvailable() ? all.filter((c) => rdns && c.rdns === rdns) : all
    if (candidates.length === 0) return
    restoreTried = true
    connection.send({ type: 'RESTORE', connectors: candidates })
  }

  watchConnection(connection, ({ from, to, context }) => {
    const current = context.current
    if (context.caipNetworkId) storage.setActiveNetworkId(context.caipNetworkId)
    if (to === 'connected' && current) {
      storage.setConnectorRdns(current.connector.rdns || null)
      restoreTried = true
    }
    if (to === 'connected' && from === 'connecting' && current) {
      // WalletConnect records the registry wallet it paired with instead (createWalletConnect).
      if (current.connector.type !== 'WALLET_CONNECT')
        recentWallets.add(current.connector.rdns || current.connector.id)
      accountRequests.resolveAll(current.accounts)
      if (closeAfterConnect) {
        closeAfterConnect = false
        // A host `eth_requestAccounts` closes the modal once answered, unless the wallet is on
        // a network the host did not request: then UnsupportedChain follows in the same modal.
        if (!unsupportedChain.needed()) hide()
      } else {
        viewStack.send({ type: 'RESET', view: 'Account' })
      }
    }
    if (to === 'disconnected' && from === 'disconnecting') {
      // SPEC §4: disconnect resets account and network state and the stored connector id.
      storage.setConnectorRdns(null)
      balance.reset()
      const id = context.caipNetworkId
      if (id && !isSupportedNetwork(id, networks())) {
        const fallback = pickActiveNetwork({
          stored: null,
          networks: networks(),
          defaultNetwork: dapp()?.defaultNetwork,
        })
        if (fallback) connection.send({ type: 'SELECT_NETWORK', caipNetworkId: fallback })
      }
      viewStack.send({ type: 'RESET', view: 'Connect' })
    }
    if (to === 'connected') unsupportedChain.check()
  })

  const whenSettled = async () => {
    await waitFor(connection, (s) => !s.matches('reconnecting'))
  }

  const actions = {
    open(view?: ViewName) {
      viewStack.send({ type: 'OPEN', view: view ?? (isConnected() ? 'Account' : 'Connect') })
    },
    close,
    dismiss,
    push(view: ViewName) {
      viewStack.send({ type: 'PUSH', view })
    },
    back() {
      const { context } = viewStack.getSnapshot()
      if (backCloses(context.history)) return dismiss()
      if (currentView(context) === 'ConnectingExternal') connection.send({ type: 'CANCEL' })
      viewStack.send({ type: 'BACK' })
    },
    /**
     * A wallet picked in Connect or AllWallets: a host-page wallet connects (or, already
     * connected, becomes current); a registry wallet not in the page pairs over WalletConnect.
     */
    selectWallet(item: WalletListItem) {
      if (item.kind === 'walletConnect' || item.kind === 'registry')
        return actions.pairWith(item.kind === 'registry' ? item.wallet : null)
      if (item.kind === 'custom') {
        const url = item.wallet.webappLink ?? item.wallet.desktopLink ?? item.wallet.homepage
        if (url) callHost('OPEN_URL', { url, target: 'blank' }).catch(report)
        return
      }
      const connector = hostConnectors.get(item.id)
      if (!connector) return
      const { connections } = connection.getSnapshot().context
      if (isConnected() && connections.some((c) => c.connector.id === connector.id)) {
        connection.send({ type: 'SWITCH', connectorId: connector.id })
        return viewStack.send({ type: 'RESET', view: 'Account' })
      }
      connection.send({ type: 'CONNECT', connector })
      if (connection.getSnapshot().matches('connecting'))
        viewStack.send({ type: 'PUSH', view: 'ConnectingExternal' })
    },
    /** The WalletConnect view, for one registry wallet (shown above the QR code) or any. */
    pairWith(wallet: RegistryWallet | null) {
      walletConnectTarget = wallet
      viewStack.send({ type: 'PUSH', view: 'ConnectingWalletConnectBasic' })
    },
    retry() {
      connection.send({ type: 'RETRY' })
    },
    /** Disconnect one connection (SPEC §4), the current one by default. */
    async disconnect(connectorId?: string) {
      connection.send(connectorId ? { type: 'DISCONNECT', connectorId } : { type: 'DISCONNECT' })
      await waitFor(connection, (state) => !state.matches('disconnecting'))
    },
    /** Make another open connection the current one; the host follows it. */
    switchConnection(connectorId: string) {
      connection.send({ type: 'SWITCH', connectorId })
    },
    async switchNetwork(caipNetworkId: CaipNetworkId) {
      const network = networks().find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
      const current = connection.getSnapshot().context.current
      if (isConnected() && current) {
        await current.connector.switchNetwork(network)
        connection.send({
          type: 'WALLET_EVENT',
          connectorId: current.connector.id,
          event: { type: 'chainChanged', caipNetworkId },
        })
      } else {
        connection.send({ type: 'SELECT_NETWORK', caipNetworkId })
      }
    },
    /** A host `eth_requestAccounts` while disconnected: show Connect and wait for the user. */
    requestAccounts(): Promise<string[]> {
      const promise = accountRequests.wait()
      if (viewStack.getSnapshot().value !== 'open') {
        viewStack.send({ type: 'OPEN', view: 'Connect' })
        closeAfterConnect = true
      }
      callHost('SHOW', null).catch((error) => {
        report(error)
        accountRequests.rejectAll(error instanceof Error ? error : undefined)
      })
      return promise
    },
    syncDappData(data: DappData) {
      settings.send({ type: 'SYNC_DAPP_DATA', dapp: data })
      const picked = pickActiveNetwork({
        stored: storage.getActiveNetworkId(),
        networks: data.networks,
        defaultNetwork: data.defaultNetwork,
      })
      if (picked && !connection.getSnapshot().context.current)
        connection.send({ type: 'SELECT_NETWORK', caipNetworkId: picked })
      maybeRestore()
    },
    syncHostWallets(wallets: HostWallet[]) {
      hostConnectors.sync(wallets)
      settings.send({ type: 'SYNC_HOST_WALLETS', wallets })
      if (dapp()) maybeRestore()
    },
    hostWalletEvent: hostConnectors.handleEvent,
    openUrl(url: string) {
      callHost('OPEN_URL', { url, target: 'blank' }).catch(report)
    },
  }

  const rpc = createRpcHandler({
    whenSettled,
    getConnection: () => (isConnected() ? connection.getSnapshot().context.current : null),
    getActiveNetworkId: () => connection.getSnapshot().context.caipNetworkId,
    getNetworks: networks,
    chainClients,
    requestAccounts: actions.requestAccounts,
    switchNetwork: actions.switchNetwork,
    ...(options.receiptTimeoutMs === undefined
      ? {}
      : { receiptTimeoutMs: options.receiptTimeoutMs }),
  })

  return {
    api: options.api ?? null,
    viewStack,
    connection,
    settings,
    actions,
    balance,
    recentWallets,
    registry,
    /** The registry wallet the WalletConnect view was opened for, or null (the plain row). */
    walletConnectTarget: () => walletConnectTarget,
    getSnapshot,
    rpc,
    whenSettled,
    /** Call `listener` with each new snapshot (deduplicated); returns the unsubscribe function. */
    subscribe: (listener: (snapshot: StateSnapshot) => void) =>
      subscribeSnapshots([viewStack, connection], getSnapshot, listener),
  }
}
export type FrameApp = ReturnType<typeof createFrameApp>
