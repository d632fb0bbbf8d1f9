import { createActor, waitFor } from 'xstate'
import { createChainClients } from '../chains/createChainClients.ts'
import { createLazyCoinbaseConnector } from '../connectors/coinbase/createLazyCoinbaseConnector.ts'
import { createHostConnectors } from '../connectors/hostWallet/createHostConnectors.ts'
import { mergeParts, type SlotContext, type ViewLoad } from '../core/Feature.ts'
import type { FrameApp } from '../core/FrameApp.ts'
import type { FrameAppOptions } from '../core/FrameAppOptions.ts'
import type { FrameCore, FrameInfrastructure } from '../core/FrameCore.ts'
import { frameMachine } from '../core/frameMachine.ts'
import type { ViewName } from '../core/views/FrameViews.ts'
import { createFrameStorage } from '../storage/createFrameStorage.ts'
import { bindFrameActions } from './bindFrameActions.ts'
import { watchConnectionRules } from './connectionRules/watchConnectionRules.ts'
import { createViewRegistry } from './createViewRegistry.ts'
import { FEATURES } from './features.ts'
import { createHostSnapshots } from './hostState/createHostSnapshots.ts'
import { watchViewLoading } from './watchViewLoading.ts'

/**
 * One frame instance, wiring only: the coordinator with its actors, the services, then each
 * registered feature's slots, actions, parts, view loaders and watchers (`app/features.ts`),
 * and the snapshot the host mirrors.
 */
export function createFrameApp(options: FrameAppOptions): FrameApp {
  const { callHost } = options
  const report = options.onError ?? (() => undefined)
  const frame = createActor(frameMachine, { input: { themeMode: options.themeMode } }).start()
  const { viewStack, connection, settings } = frame.getSnapshot().context
  const dapp = () => settings.getSnapshot().context.dapp ?? null
  const infrastructure: FrameInfrastructure = {
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
    chainClients: createChainClients(options.loadChainClient),
    hostConnectors: createHostConnectors(
      connection,
      (uuid, request) => callHost('HOST_WALLET_REQUEST', { uuid, request }),
      options.liveness,
      () => dapp()?.networks ?? [],
    ),
    coinbase: createLazyCoinbaseConnector(async () => {
      const { createCoinbaseConnector } = await import(
        '../connectors/coinbase/createCoinbaseConnector.ts'
      )
      return createCoinbaseConnector({ dapp: dapp(), keysUrl: options.coinbase?.keysUrl })
    }),
  }
  let loading: ReturnType<typeof watchViewLoading> | null = null
  const rerunLoading = () => loading?.rerun()
  const context: SlotContext = { ...infrastructure, app: () => app, dapp, rerunLoading }
  const app: FrameCore = { ...infrastructure, ...mergeParts(FEATURES, 'slots', context) }
  connection.on('*', (event) => options.onEvent?.(event))
  watchConnectionRules(app)
  for (const feature of FEATURES) if ('start' in feature) feature.start(app)

  const whenSettled = async () => {
    await waitFor(connection, (s) => !s.matches('reconnecting'))
  }
  const actions = bindFrameActions(app)
  const parts = mergeParts(FEATURES, 'parts', {
    ...app,
    actions,
    whenSettled,
    dapp,
    rerunLoading,
  })
  const { getSnapshot, subscribe } = createHostSnapshots(app)
  const frameApp: FrameApp = { ...app, ...parts, actions, getSnapshot, subscribe, whenSettled }
  const loaders: { [N in ViewName]?: ViewLoad } = Object.assign(
    {},
    ...FEATURES.map((feature) => ('loaders' in feature ? feature.loaders : {})),
  )
  loading = watchViewLoading(app, (view, current) => loaders[view]?.(frameApp, current))
  return frameApp
}
