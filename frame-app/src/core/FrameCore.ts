import type { DataApi } from '../api/createDataApi.ts'
import type { createChainClients } from '../chains/createChainClients.ts'
import type { Connector } from '../connectors/Connector.ts'
import type { createHostConnectors } from '../connectors/hostWallet/createHostConnectors.ts'
import type { AccountDataSlot, createBalanceStore } from '../features/account/index.ts'
import type { ApprovalGate } from '../features/approveTransaction/index.ts'
import type { createRecentWallets, createWalletRegistry } from '../features/connect/index.ts'
import type { EmbeddedSlot } from '../features/embeddedLogin/index.ts'
import type { Names } from '../features/names/index.ts'
import type { createUnsupportedChainGuard } from '../features/networks/index.ts'
import type { createPendingAccountRequests } from '../features/rpc/index.ts'
import type { SendSlot } from '../features/send/index.ts'
import type { Siwx } from '../features/siwx/index.ts'
import type { SocialSlot } from '../features/socialLogin/index.ts'
import type { createFrameStorage } from '../storage/createFrameStorage.ts'
import type { FrameAppOptions, HostCaller } from './FrameAppOptions.ts'
import type { FrameContext, FrameEvent } from './frameMachine.ts'
import type { ViewRegistry } from './views/defineView.ts'

/**
 * What every action receives as `app`: the coordinator's actors and the frame's services. An
 * action is `(app: FrameCore, params) => ...`, one per file under `features/<feature>/actions/`.
 */
export type FrameCore = {
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
  balance: ReturnType<typeof createBalanceStore>
  /** The Account view's tabs: tokens, NFTs and activity lists and the selected tab. */
  accountData: AccountDataSlot
  hostConnectors: ReturnType<typeof createHostConnectors>
  accountRequests: ReturnType<typeof createPendingAccountRequests>
  recentWallets: ReturnType<typeof createRecentWallets>
  registry: ReturnType<typeof createWalletRegistry>
  unsupportedChain: ReturnType<typeof createUnsupportedChainGuard>
  /** Sign-in (SIWE) after connecting, and the session. */
  siwx: Siwx
  /** The connected address's names. */
  names: Names
  /** Email login (the vault and the embedded connector), loaded on first use. */
  embedded: EmbeddedSlot
  /** The Coinbase Wallet SDK's connector, its chunk loaded on first use. */
  coinbase: Connector
  /** Social and Farcaster logins (on the email login's vault), loaded on first use. */
  social: SocialSlot
  /** The send flow's actor, created by the Send chunk on first use. */
  send: SendSlot
  /** ApproveTransaction: the embedded wallet's approval hook and its queue (SPEC §5). */
  approvals: ApprovalGate
}
