import { AccountView } from './Account/AccountView.tsx'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView.tsx'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx'
import { NetworksView } from './Networks/NetworksView.tsx'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView.tsx'

/** The views that come after Connect: one chunk, prefetched once the frame has rendered. */
export type DeferredViewName =
  | 'Account'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnectBasic'
  | 'UnsupportedChain'

export function DeferredView({ view }: { view: DeferredViewName }) {
  switch (view) {
    case 'Account':
      return <AccountView />
    case 'Networks':
      return <NetworksView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
  }
}
