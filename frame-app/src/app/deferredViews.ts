/**
 * The views that come after Connect, in one chunk that the frame prefetches once it has
 * rendered (see the frame-app README: one chunk compresses better than five). A new feature's
 * views get their own chunk instead: `import('../features/<feature>/views/<View>/<View>.tsx')`.
 */
export { AccountView } from '../features/account/views/Account/AccountView.tsx'
export { ConnectingExternalView } from '../features/connection/views/ConnectingExternal/ConnectingExternalView.tsx'
export { NetworksView } from '../features/networks/views/Networks/NetworksView.tsx'
export { SwitchNetworkView } from '../features/networks/views/SwitchNetwork/SwitchNetworkView.tsx'
export { UnsupportedChainView } from '../features/networks/views/UnsupportedChain/UnsupportedChainView.tsx'
export { ConnectingWalletConnectBasicView } from '../features/walletConnect/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx'
