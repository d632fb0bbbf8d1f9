import { CaipNetworkIdSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { socialProviderNames } from '../connectors/embedded/socialProviderNames.ts'
import { ConnectView } from '../features/connect/index.ts'
import {
  createChunkLoader,
  createReadyChunk,
  defineView,
  type ViewRegistry,
} from '../features/modal/index.ts'
import { namesSupported } from '../features/names/index.ts'
import { WalletConnectViewParamsSchema } from '../features/walletConnect/index.ts'

const deferred = () => import('./deferredViews.ts')
const noParams = z.object({})

/**
 * Every view of the modal: its params, title, who may open it, and its component with the
 * chunk it loads from. Adding a view is one entry here plus its folder under
 * `features/<feature>/views/`. Built per frame app: the chunk loaders keep what they loaded.
 */
export function createViewRegistry(): ViewRegistry {
  return {
    Connect: defineView({
      // `open({ namespace })`: that namespace's wallets only. `notice`: set by the frame only
      // (a host opens Connect with a namespace at most), what ended the last connection.
      params: z.object({
        namespace: z.optional(z.enum(['eip155', 'solana', 'bip122'])),
        notice: z.optional(z.enum(['signInDeclined', 'disconnectFailed'])),
      }),
      title: () => ({ key: 'connect.title' }),
      access: 'public',
      component: createReadyChunk(ConnectView),
    }),
    AllWallets: defineView({
      params: noParams,
      title: () => ({ key: 'allWallets.title' }),
      access: 'public',
      // The wallet registry is served by the Data API.
      enabled: ({ apiConfigured }) => apiConfigured,
      component: createChunkLoader(() =>
        import('../features/connect/views/AllWallets/AllWalletsView.tsx').then(
          (module) => module.AllWalletsView,
        ),
      ),
    }),
    Account: defineView({
      // `notice`: set by the frame only, a disconnect the wallet failed (another stays open).
      params: z.object({ notice: z.optional(z.enum(['disconnectFailed'])) }),
      title: () => ({ key: 'account.title' }),
      access: 'public',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() => deferred().then((module) => module.AccountView)),
    }),
    Networks: defineView({
      params: noParams,
      title: () => ({ key: 'networks.title' }),
      access: 'public',
      component: createChunkLoader(() => deferred().then((module) => module.NetworksView)),
    }),
    UnsupportedChain: defineView({
      params: noParams,
      title: () => ({ key: 'unsupported.title' }),
      access: 'internal',
      component: createChunkLoader(() => deferred().then((module) => module.UnsupportedChainView)),
    }),
    SwitchNetwork: defineView({
      params: z.object({ caipNetworkId: CaipNetworkIdSchema }),
      title: () => ({ key: 'unsupported.title' }),
      access: 'internal',
      component: createChunkLoader(() => deferred().then((module) => module.SwitchNetworkView)),
    }),
    ConnectingExternal: defineView({
      params: z.object({ name: z.string() }),
      title: ({ name }) => ({ key: 'connecting.title', params: { name } }),
      access: 'internal',
      component: createChunkLoader(() =>
        deferred().then((module) => module.ConnectingExternalView),
      ),
    }),
    ConnectingWalletConnectBasic: defineView({
      params: WalletConnectViewParamsSchema,
      // A wallet picked from the registry names the view, as AppKit does.
      title: ({ wallet }) =>
        wallet
          ? { key: 'connecting.title', params: { name: wallet.name } }
          : { key: 'walletConnect.title' },
      access: 'internal',
      component: createChunkLoader(() =>
        deferred().then((module) => module.ConnectingWalletConnectBasicView),
      ),
    }),
    OnRamp: defineView({
      params: noParams,
      title: () => ({ key: 'onramp.title' }),
      access: 'public',
      // Options, quotes and the provider URL come from the Data API; `features.onramp` turns it off.
      enabled: ({ apiConfigured, dapp }) => apiConfigured && dapp?.features?.onramp !== false,
      component: createChunkLoader(() =>
        import('../features/onramp/views/OnRamp/OnRampView.tsx').then(
          (module) => module.OnRampView,
        ),
      ),
    }),
    Send: defineView({
      params: noParams,
      title: () => ({ key: 'send.title' }),
      access: 'public',
      // `features.send: false` hides Send, as `features.swaps` does Swap.
      enabled: ({ dapp }) => dapp?.features?.send !== false,
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('../features/send/views/Send/SendView.tsx').then((module) => module.SendView),
      ),
    }),
    Swap: defineView({
      params: noParams,
      title: () => ({ key: 'swap.title' }),
      access: 'public',
      // Tokens, quotes and transactions come from the Data API; `features.swaps` turns it off.
      enabled: ({ apiConfigured, dapp }) => apiConfigured && dapp?.features?.swaps !== false,
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('../features/swap/views/Swap/SwapView.tsx').then((module) => module.SwapView),
      ),
    }),
    RegisterAccountName: defineView({
      params: noParams,
      title: () => ({ key: 'names.title' }),
      access: 'public',
      // The name service is the Data API's, and its names are EVM names (SPEC §5).
      enabled: ({ apiConfigured }) => apiConfigured,
      needsConnection: { fallback: 'Connect' },
      onNetwork: namesSupported,
      component: createChunkLoader(() =>
        import('../features/names/views/RegisterAccountName/RegisterAccountNameView.tsx').then(
          (module) => module.RegisterAccountNameView,
        ),
      ),
    }),
    RegisterAccountNameSuccess: defineView({
      params: noParams,
      title: () => ({ key: 'names.successTitle' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import(
          '../features/names/views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView.tsx'
        ).then((module) => module.RegisterAccountNameSuccessView),
      ),
    }),
    ApproveTransaction: defineView({
      params: noParams,
      title: () => ({ key: 'approve.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import(
          '../features/approveTransaction/views/ApproveTransaction/ApproveTransactionView.tsx'
        ).then((module) => module.ApproveTransactionView),
      ),
    }),
    // Beside an external wallet's own prompt: what the host's request does (decision 0017).
    WalletRequest: defineView({
      params: noParams,
      title: () => ({ key: 'approve.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('../features/approveTransaction/views/WalletRequest/WalletRequestView.tsx').then(
          (module) => module.WalletRequestView,
        ),
      ),
    }),
    UpdateDeviceKey: defineView({
      params: noParams,
      title: () => ({ key: 'deviceKey.title' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('../features/embeddedLogin/views/DeviceKey/UpdateDeviceKeyView.tsx').then(
          (module) => module.UpdateDeviceKeyView,
        ),
      ),
    }),
    ConnectingSocial: defineView({
      params: z.object({
        provider: z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook']),
      }),
      title: ({ provider }) => ({
        key: 'social.title',
        params: { name: socialProviderNames[provider] },
      }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('../features/socialLogin/views/ConnectingSocial/ConnectingSocialView.tsx').then(
          (module) => module.ConnectingSocialView,
        ),
      ),
    }),
    ConnectingFarcaster: defineView({
      params: noParams,
      title: () => ({ key: 'farcaster.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import(
          '../features/socialLogin/views/ConnectingFarcaster/ConnectingFarcasterView.tsx'
        ).then((module) => module.ConnectingFarcasterView),
      ),
    }),
    CallsStatus: defineView({
      // `wallet_showCallsStatus`: the batch's id; the frame opens it for a batch it sent.
      params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(4096)) }),
      title: () => ({ key: 'callsStatus.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('../features/showCallsStatus/views/CallsStatus/CallsStatusView.tsx').then(
          (module) => module.CallsStatusView,
        ),
      ),
    }),
    Permissions: defineView({
      // Issue 39: the connected account's standing permissions, opened from Account.
      params: noParams,
      title: () => ({ key: 'permissions.title' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('../features/permissions/views/Permissions/PermissionsView.tsx').then(
          (module) => module.PermissionsView,
        ),
      ),
    }),
    Pay: defineView({
      // `modal.pay`: the frame opens it for the payment in the `pay` slot, once connected.
      params: noParams,
      title: () => ({ key: 'pay.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('../features/pay/views/Pay/PayView.tsx').then((module) => module.PayView),
      ),
    }),
    ConnectingSiwe: signInView(),
    SIWXSignMessage: signInView(),
  }
}

/** ConnectingSiwe (`siweConfig`) and SIWXSignMessage (`siwx`): one view, its own chunk. */
function signInView() {
  return defineView({
    params: noParams,
    title: () => ({ key: 'siwx.title' }),
    access: 'internal',
    enabled: ({ dapp }) => dapp?.siwx !== undefined,
    needsConnection: { fallback: 'Connect' },
    component: createChunkLoader(() =>
      import('../features/siwx/views/SIWXSignMessage/SIWXSignMessageView.tsx').then(
        (module) => module.SIWXSignMessageView,
      ),
    ),
  })
}
