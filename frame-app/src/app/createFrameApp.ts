import { createActor, waitFor } from 'xstate'
import { createChainClients } from '../chains/createChainClients.ts'
import { createLazyCoinbaseConnector } from '../connectors/coinbase/createLazyCoinbaseConnector.ts'
import { createHostConnectors } from '../connectors/hostWallet/createHostConnectors.ts'
import type { FrameApp } from '../core/FrameApp.ts'
import type { FrameAppOptions } from '../core/FrameAppOptions.ts'
import type { FrameCore } from '../core/FrameCore.ts'
import { frameMachine } from '../core/frameMachine.ts'
import {
  accountKeyOf,
  createAccountDataSlot,
  createBalanceStore,
  createNativeBalance,
  pastRecipients,
  refreshBalances,
  watchPendingTransactions,
} from '../features/account/index.ts'
import {
  createApprovalGate,
  createWalletRequestSlot,
  loadSummary,
} from '../features/approveTransaction/index.ts'
import { createRecentWallets, createWalletRegistry } from '../features/connect/index.ts'
import { currentConnection, isConnected } from '../features/connection/index.ts'
import { createEmbeddedSlot } from '../features/embeddedLogin/index.ts'
import { currentView, hideModal } from '../features/modal/index.ts'
import { createNames } from '../features/names/index.ts'
import { createUnsupportedChainGuard } from '../features/networks/index.ts'
import { createOnrampSlot } from '../features/onramp/index.ts'
import { createPaySlot } from '../features/pay/index.ts'
import { createPermissionsSlot } from '../features/permissions/index.ts'
import {
  createPendingAccountRequests,
  createRefusedCalls,
  createRpcHandler,
} from '../features/rpc/index.ts'
import { createSendSlot } from '../features/send/index.ts'
import { createCallsStatusSlot } from '../features/showCallsStatus/index.ts'
import { createSiwx } from '../features/siwx/index.ts'
import { createSocialSlot } from '../features/socialLogin/index.ts'
import { createSwapSlot } from '../features/swap/index.ts'
import { createFrameStorage } from '../storage/createFrameStorage.ts'
import { bindFrameActions } from './bindFrameActions.ts'
import { createViewLoaders } from './createViewLoaders.ts'
import { createViewRegistry } from './createViewRegistry.ts'
import { createHostSnapshots } from './hostState/createHostSnapshots.ts'
import { watchConnectionRules } from './watchConnectionRules.ts'
import { watchViewLoading } from './watchViewLoading.ts'

/**
 * One frame instance, wiring only: the coordinator with its feature actors, the services, the
 * actions (one per file, each `(app, params)`) and the snapshot the host mirrors.
 */
export function createFrameApp(options: FrameAppOptions): FrameApp {
  const { callHost } = options
  const report = options.onError ?? (() => undefined)
  const frame = createActor(frameMachine, { input: { themeMode: options.themeMode } }).start()
  const { viewStack, connection, settings } = frame.getSnapshot().context
  const chainClients = createChainClients(options.loadChainClient)
  const dapp = () => settings.getSnapshot().context.dapp
  // The header and Tokens read the coin balance together: one eth_getBalance for both.
  const nativeBalance = createNativeBalance(async (network, address) =>
    (await chainClients.get(network)).getBalance(address),
  )
  // One decoder for ApproveTransaction and the panel beside an external wallet's prompt.
  const summarize = loadSummary({
    chainClients,
    api: () => options.api ?? null,
    networks: () => dapp()?.networks ?? [],
    pastRecipients: ({ account, caipNetworkId }) =>
      pastRecipients(app.accountData, { address: account, chainId: caipNetworkId }),
  })
  const app: FrameCore = {
    options,
    callHost,
    report,
    frame,
    viewStack,
    connection,
    settings,
    views: createViewRegistry(),
    api: options.api ?? null,
    storage: createFrameStorage(options.storage),
    chainClients,
    balance: createBalanceStore({ getBalance: nativeBalance }),
    accountData: createAccountDataSlot({
      api: options.api ?? null,
      connection,
      networks: () => dapp()?.networks ?? [],
      onramp: () => dapp()?.features?.onramp !== false,
      nativeOnChain: async ({ address, chainId }) => {
        const network = dapp()?.networks.find((n) => n.caipNetworkId === chainId)
        if (network?.chainNamespace !== 'eip155') return null
        return nativeBalance(network, address)
      },
      report,
    }),
    hostConnectors: createHostConnectors(
      connection,
      (uuid, request) => callHost('HOST_WALLET_REQUEST', { uuid, request }),
      options.liveness,
      () => dapp()?.networks ?? [],
    ),
    accountRequests: createPendingAccountRequests(),
    refusedCalls: createRefusedCalls(),
    recentWallets: createRecentWallets(options.storage),
    registry: createWalletRegistry(options.api ?? null, () => dapp() ?? null),
    siwx: createSiwx({
      api: options.api ?? null,
      frameStorage: options.frameStorage ?? null,
      getConfig: () => dapp()?.siwx,
      getHostOrigin: () => settings.getSnapshot().context.hostOrigin,
    }),
    names: createNames({ api: options.api ?? null }),
    send: createSendSlot(() => loading.rerun()),
    callsStatus: createCallsStatusSlot(),
    permissions: createPermissionsSlot(() => loading.rerun()),
    pay: createPaySlot(),
    approvals: createApprovalGate({
      getHostOrigin: () => settings.getSnapshot().context.hostOrigin,
      isOpen: () => viewStack.getSnapshot().matches('open'),
      isShowing: () => {
        const snapshot = viewStack.getSnapshot()
        return snapshot.matches('open') && currentView(snapshot.context) === 'ApproveTransaction'
      },
      show: () => {
        const open = viewStack.getSnapshot().matches('open')
        viewStack.send({ type: open ? 'PUSH' : 'OPEN', view: 'ApproveTransaction' })
        return callHost('SHOW', null).then(() => undefined)
      },
      leave: (close) => (close ? hideModal(app) : viewStack.send({ type: 'BACK' })),
      getCurrent: (namespace) => {
        const { connections } = connection.getSnapshot().context
        const open = connections.find((c) => c.connector.namespace === namespace)
        const account = open?.accounts[0]
        return open && account ? { account, caipNetworkId: open.caipNetworkId } : null
      },
      summarize,
      watch: [viewStack, connection],
    }),
    walletRequests: createWalletRequestSlot(summarize),
    embedded: createEmbeddedSlot(async () => {
      const vault = options.vault
      if (!vault) throw new Error('No vault is configured.')
      const { createEmbeddedLogin } = await import('../features/embeddedLogin/chunk.ts')
      return createEmbeddedLogin(app, vault)
    }),
    coinbase: createLazyCoinbaseConnector(async () => {
      const { createCoinbaseConnector } = await import(
        '../connectors/coinbase/createCoinbaseConnector.ts'
      )
      return createCoinbaseConnector({ dapp: dapp(), keysUrl: options.coinbase?.keysUrl })
    }),
    social: createSocialSlot(async () => {
      const { createSocialLogins } = await import('../features/socialLogin/chunk.ts')
      return createSocialLogins(app)
    }),
    unsupportedChain: createUnsupportedChainGuard({
      viewStack,
      connection,
      dapp,
      hide: () => hideModal(app),
      show: () => callHost('SHOW', null).catch(report),
    }),
  }
  connection.on('*', (event) => options.onEvent?.(event))
  watchConnectionRules(app)
  watchPendingTransactions({
    connection,
    networks: () => dapp()?.networks ?? [],
    option: () => dapp()?.features?.pendingTransactions,
    chainClient: (network) => chainClients.get(network),
    // New pending transactions: the balance, Tokens and Activity read again.
    refresh: () => {
      refreshBalances(app)
      const key = accountKeyOf(connection, dapp()?.networks ?? [])
      if (key) app.accountData.current()?.activity.send({ type: 'LOAD', key })
    },
  })
  /** The on-ramp actor of this frame, built by the OnRamp chunk on first use. */
  const onramp = createOnrampSlot({
    api: app.api,
    pollIntervalMs: options.onrampPollIntervalMs,
    quoteTtlMs: options.onrampQuoteTtlMs,
    onCreate: () => loading.rerun(),
  })
  /** The swap actor of this frame, built by the Swap chunk on first use. */
  const swap = createSwapSlot(
    {
      api: app.api,
      chainClients,
      current: () => currentConnection(app),
      networks: () => dapp()?.networks ?? [],
      sent: app.accountData.sent,
      // A finished swap ends on Account's Tokens, as a finished send on Account: the snackbar
      // above says what was swapped (decision 0072).
      returnToAccount: () => {
        actions.showAccount()
        actions.selectAccountTab('tokens')
      },
    },
    () => loading.rerun(),
  )
  const loading = watchViewLoading(
    app,
    createViewLoaders(app, { swap: swap.current, onramp: onramp.current }),
  )

  const { getSnapshot, subscribe } = createHostSnapshots(app)
  const whenSettled = async () => {
    await waitFor(connection, (s) => !s.matches('reconnecting'))
  }

  const actions = bindFrameActions(app)

  const rpc = createRpcHandler({
    whenSettled,
    getConnection: (namespace) => {
      if (!isConnected(app)) return null
      const { current, connections } = connection.getSnapshot().context
      return current?.connector.namespace === namespace
        ? current
        : (connections.find((c) => c.connector.namespace === namespace) ?? null)
    },
    getActiveNetworkId: () => connection.getSnapshot().context.caipNetworkId,
    getNetworks: () => dapp()?.networks ?? [],
    chainClients,
    api: app.api?.client ?? null,
    requestAccounts: actions.requestAccounts,
    switchNetwork: actions.switchNetwork,
    showCallsStatus: (id, read) => actions.showCallsStatus({ id, read }),
    showWalletRequest: (request, wallet, answer) =>
      void import('../features/approveTransaction/chunk.ts').then(
        (chunk) => chunk.showWalletRequest(app, request, wallet, answer),
        report,
      ),
    showRefused: (method) =>
      void import('../features/rpc/chunk.ts').then(
        (chunk) => chunk.showRefusedCall(app, method),
        report,
      ),
  })

  const onBitcoin = () => connection.getSnapshot().context.current?.connector.namespace === 'bip122'
  return {
    ...app,
    actions,
    onramp,
    /** Whether OnRamp may show: an api, `features.onramp` not false, not on Bitcoin (none sold). */
    onrampEnabled: () =>
      !onBitcoin() &&
      (app.views.OnRamp?.enabled({ apiConfigured: app.api !== null, dapp: dapp() }) ?? false),
    swap,
    /** Whether Send may show: `features.send` not false. */
    sendEnabled: () =>
      app.views.Send?.enabled({ apiConfigured: app.api !== null, dapp: dapp() }) ?? false,
    /** Whether Swap may show: an api, `features.swaps` not false, not on Bitcoin (no swaps). */
    swapEnabled: () =>
      !onBitcoin() &&
      (app.views.Swap?.enabled({ apiConfigured: app.api !== null, dapp: dapp() }) ?? false),
    getSnapshot,
    rpc,
    whenSettled,
    subscribe,
  }
}
