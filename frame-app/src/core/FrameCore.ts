import type { DataApi } from '../api/createDataApi.ts'
import type { createChainClients } from '../chains/createChainClients.ts'
import type { Connector } from '../connectors/Connector.ts'
import type { createHostConnectors } from '../connectors/hostWallet/createHostConnectors.ts'
import type { createFrameStorage } from '../storage/createFrameStorage.ts'
import type { FeatureSlots } from './FeatureSlots.ts'
import type { FrameAppOptions, HostCaller } from './FrameAppOptions.ts'
import type { FrameContext, FrameEvent } from './frameMachine.ts'
import type { ViewRegistry } from './views/defineView.ts'

/** The frame's infrastructure: the coordinator, its actors and the services. No feature in it. */
export type FrameInfrastructure = {
  options: FrameAppOptions
  callHost: HostCaller
  report: (error: unknown) => void
  /** The coordinator (`frameMachine`): cross-feature flags. */
  frame: { send(event: FrameEvent): void; getSnapshot(): { context: FrameContext } }
  viewStack: FrameContext['viewStack']
  connection: FrameContext['connection']
  settings: FrameContext['settings']
  views: ViewRegistry
  api: DataApi | null
  storage: ReturnType<typeof createFrameStorage>
  chainClients: ReturnType<typeof createChainClients>
  hostConnectors: ReturnType<typeof createHostConnectors>
  /** The Coinbase Wallet SDK's connector, its chunk loaded on first use. */
  coinbase: Connector
}

/**
 * What every action receives as `app`: the infrastructure and the features' slots (each
 * feature's `index.ts` adds its own to `FeatureSlots`). An action is `(app, params) => ...`,
 * one per file under `features/<feature>/actions/`, and takes `Pick<FrameCore, ...>` of what it
 * uses.
 */
export type FrameCore = FrameInfrastructure & FeatureSlots
