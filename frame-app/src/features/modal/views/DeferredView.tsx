import { AccountView } from '../../account/views/Account/AccountView.tsx'
import { ConnectingExternalView } from '../../connection/views/ConnectingExternal/ConnectingExternalView.tsx'
import { NetworksView } from '../../networks/views/Networks/NetworksView.tsx'
import { UnsupportedChainView } from '../../networks/views/UnsupportedChain/UnsupportedChainView.tsx'
import { SIWXSignMessageView } from '../../siwx/views/SIWXSignMessage/SIWXSignMessageView.tsx'
import { ConnectingWalletConnectBasicView } from '../../walletConnect/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx'

/** The views that come after Connect: one chunk, prefetched once the frame has rendered. */
export type DeferredViewName =
  | 'Account'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnectBasic'
  | 'UnsupportedChain'
  | 'ConnectingSiwe'
  | 'SIWXSignMessage'

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
    case 'ConnectingSiwe':
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
  }
}
