import type {
  CaipNetworkId,
  CallName,
  CallRequest,
  CallSuccess,
  FrameCalls,
  HostWallet,
  StateSnapshot,
  ThemeMode,
  ViewName,
} from '@porthole/shared-protocol'
import { UnrecognizedChainError } from '@porthole/shared-protocol'
import { createActor, waitFor } from 'xstate'
import {
  createHostWalletConnector,
  type HostWalletConnector,
} from '../connectors/createHostWalletConnector.ts'
import type { WalletListItem } from './buildWalletList.ts'
import { connectionMachine } from './connectionMachine.ts'
import { createPendingAccountRequests } from './createPendingAccountRequests.ts'
import { createRecentWallets } from './createRecentWallets.ts'
import { deriveSnapshot, sameSnapshot } from './deriveSnapshot.ts'
import { settingsMachine } from './settingsMachine.ts'
import { backCloses, currentView, viewStackMachine } from './viewStackMachine.ts'

export type HostCaller = <N extends CallName<FrameCalls>>(
  name: N,
  payload: CallRequest<FrameCalls, N>,
) => Promise<CallSuccess<FrameCalls, N>>

export type FrameAppOptions = {
  callHost: HostCaller
  themeMode: ThemeMode
  isMobile: boolean
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  onError?: (error: unknown) => void
}

/** One frame instance: its actors, the user's actions, and the snapshot the host mirrors. */
export function createFrameApp(options: FrameAppOptions) {
  const { callHost } = options
  const report = options.onError ?? (() => undefined)
  const viewStack = createActor(viewStackMachine).start()
  const connection = createActor(connectionMachine, { input: { caipNetworkId: null } }).start()
  const settings = createActor(settingsMachine, { input: { themeMode: options.themeMode } }).start()
  const hostConnectors = new Map<string, HostWalletConnector>()
  const accountRequests = createPendingAccountRequests()
  const recentWallets = createRecentWallets(options.storage)
  let closeAfterConnect = false

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
  const networks = () => settings.getSnapshot().context.dapp?.networks ?? []

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

  let previousState = String(connection.getSnapshot().value)
  connection.subscribe((snapshot) => {
    const state = String(snapshot.value)
    const from = previousState
    previousState = state
    if (state === from) return
    const current = snapshot.context.current
    if (state === 'connected' && from === 'connecting' && current) {
      const rdns = current.connector.rdns
      recentWallets.add(rdns || current.connector.id)
      accountRequests.resolveAll(current.accounts)
      if (closeAfterConnect) {
        closeAfterConnect = false
        viewStack.send({ type: 'CLOSE' })
        callHost('HIDE', null).catch(report)
      } else {
        viewStack.send({ type: 'RESET', view: 'Account' })
      }
    }
    if (state === 'disconnected' && from === 'disconnecting') {
      viewStack.send({ type: 'RESET', view: 'Connect' })
    }
  })

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
    selectWallet(item: WalletListItem) {
      if (item.kind === 'walletConnect')
        return viewStack.send({ type: 'PUSH', view: 'ConnectingWalletConnectBasic' })
      if (item.kind === 'custom') {
        const url = item.wallet.webappLink ?? item.wallet.desktopLink ?? item.wallet.homepage
        if (url) callHost('OPEN_URL', { url, target: 'blank' }).catch(report)
        return
      }
      const connector = hostConnectors.get(item.id)
      if (!connector) return
      connection.send({ type: 'CONNECT', connector })
      viewStack.send({ type: 'PUSH', view: 'ConnectingExternal' })
    },
    retry() {
      connection.send({ type: 'RETRY' })
    },
    async disconnect() {
      connection.send({ type: 'DISCONNECT' })
      await waitFor(connection, (state) => state.matches('disconnected'))
    },
    async switchNetwork(caipNetworkId: CaipNetworkId) {
      const network = networks().find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
      const current = connection.getSnapshot().context.current
      if (isConnected() && current) {
        await current.connector.switchNetwork(network)
        connection.send({ type: 'WALLET_EVENT', event: { type: 'chainChanged', caipNetworkId } })
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
    syncHostWallets(wallets: HostWallet[]) {
      for (const wallet of wallets) {
        if (!hostConnectors.has(wallet.uuid)) {
          hostConnectors.set(
            wallet.uuid,
            createHostWalletConnector(wallet, (uuid, request) =>
              callHost('HOST_WALLET_REQUEST', { uuid, request }),
            ),
          )
        }
      }
      settings.send({ type: 'SYNC_HOST_WALLETS', wallets })
    },
    hostWalletEvent(uuid: string, event: string, data: unknown) {
      hostConnectors.get(uuid)?.handleEvent(event, data)
    },
  }

  return {
    viewStack,
    connection,
    settings,
    actions,
    recentWallets,
    getSnapshot,
    /** Call `listener` with each new snapshot (deduplicated); returns the unsubscribe function. */
    subscribe(listener: (snapshot: StateSnapshot) => void): () => void {
      let last: StateSnapshot | null = getSnapshot()
      const check = () => {
        const next = getSnapshot()
        if (sameSnapshot(last, next)) return
        last = next
        listener(next)
      }
      const subs = [viewStack.subscribe(check), connection.subscribe(check)]
      return () => {
        for (const sub of subs) sub.unsubscribe()
      }
    },
  }
}
export type FrameApp = ReturnType<typeof createFrameApp>
