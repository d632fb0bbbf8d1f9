import type {
  AccountType,
  CaipNetworkId,
  DappData,
  HostWallet,
  ViewName,
} from '@porthole/shared-protocol'
import type { RegistryWallet } from '../api/WalletPageSchema.ts'
import type { FrameCore } from '../core/FrameCore.ts'
import { type AccountTab, selectAccountTab, showAccount } from '../features/account/index.ts'
import { type SelectWalletParams, selectWallet } from '../features/connect/index.ts'
import { disconnect, retryConnection, switchConnection } from '../features/connection/index.ts'
import {
  closeModal,
  goBack,
  openModal,
  openUrl,
  pushView,
  type ViewParams,
  type WalletNamespace,
} from '../features/modal/index.ts'
import { chooseNetwork, leaveNetworks, switchNetwork } from '../features/networks/index.ts'
import { requestAccounts } from '../features/rpc/index.ts'
import { dismissSignIn } from '../features/siwx/index.ts'
import {
  reopenSocialWindow,
  type SocialProviderId,
  startSocialLogin,
} from '../features/socialLogin/index.ts'
import { pairWith } from '../features/walletConnect/index.ts'
import { syncDappData } from './hostState/actions/syncDappData.ts'
import { syncHostWallets } from './hostState/actions/syncHostWallets.ts'
import { warnHost } from './hostState/actions/warnHost.ts'

/** The sign-in actions' chunk: they run only after a connection, on the sign-in view. */
const siwxChunk = () => import('../features/siwx/chunk.ts')

/**
 * The frame's actions bound to one `app`: what the host dispatcher, the views and the RPC
 * handler call. Each is one file under `features/<feature>/actions/` (`(app, params) => …`);
 * those that run only after a user's action in a lazy view (sign in, register a name, switch
 * the account type) load from their feature's chunk.ts, outside the first paint.
 */
export function bindFrameActions(app: FrameCore) {
  return {
    open: (view?: ViewName, namespace?: WalletNamespace) => openModal(app, { view, namespace }),
    close: () => closeModal(app),
    /** The close button and Escape; closing a required sign-in declines it. */
    dismiss: () => dismissSignIn(app),
    push: (view: ViewName, params?: ViewParams) =>
      pushView(app, params ? { view, params } : { view }),
    back: () => goBack(app),
    selectWallet: (params: SelectWalletParams) => selectWallet(app, params),
    pairWith: (wallet: RegistryWallet | null) => pairWith(app, { wallet }),
    retry: () => retryConnection(app),
    disconnect: (connectorId?: string) =>
      disconnect(app, connectorId === undefined ? {} : { connectorId }),
    switchConnection: (connectorId: string) => switchConnection(app, { connectorId }),
    switchNetwork: async (caipNetworkId: CaipNetworkId) => {
      await switchNetwork(app, { caipNetworkId })
    },
    /** A network picked in Networks: switch, then back to Account or close (AppKit's rule). */
    chooseNetwork: (caipNetworkId: CaipNetworkId) => chooseNetwork(app, { caipNetworkId }),
    /** SwitchNetwork's switch is done: back to Account, or close (AppKit's rule). */
    leaveNetworks: () => leaveNetworks(app),
    requestAccounts: () => requestAccounts(app),
    syncDappData: (data: DappData) => syncDappData(app, { dapp: data }),
    syncHostWallets: (wallets: HostWallet[]) => syncHostWallets(app, { wallets }),
    hostWalletEvent: app.hostConnectors.handleEvent,
    openUrl: (url: string) => openUrl(app, { url }),
    /** A warning the host's developer reads in the host console (a theme accent's contrast). */
    warnHost: (message: string) => warnHost(app, { message }),
    selectAccountTab: (tab: AccountTab) => selectAccountTab(app, { tab }),
    /** Account's toggle: eoa or smartAccount on the current network (embedded wallet). */
    setAccountType: async (type: AccountType) =>
      (await import('../features/smartAccount/chunk.ts')).setAccountType(app, { type }),
    signIn: async () => (await siwxChunk()).signIn(app),
    skipSignIn: async () => (await siwxChunk()).skipSignIn(app),
    signOut: async () => (await siwxChunk()).signOut(app),
    registerName: async (label: string) =>
      (await import('../features/names/chunk.ts')).registerName(app, { label }),
    showAccount: () => showAccount(app),
    /** A social login or Farcaster picked; `popup` was opened in that click (null: blocked). */
    socialLogin: (provider: SocialProviderId, popup: Window | null) => {
      startSocialLogin(app, { provider, popup }).catch(app.report)
    },
    /** ConnectingSocial's "Continue in a new window", `popup` opened in that click. */
    reopenSocialWindow: (popup: Window | null) => reopenSocialWindow(app, { popup }),
  }
}
export type FrameActions = ReturnType<typeof bindFrameActions>
