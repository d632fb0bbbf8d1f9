import type { ViewName } from '@porthole/shared-protocol'
import type { MessageKey } from '../../i18n/en.ts'

/** The header title of each view; the connecting view is titled by the wallet's name. */
export function viewTitle(
  view: ViewName,
  walletName: string | undefined,
): { key: MessageKey; params?: Record<string, string> } {
  switch (view) {
    case 'ConnectingExternal':
      return { key: 'connecting.title', params: { name: walletName ?? '' } }
    case 'ConnectingWalletConnectBasic':
      return { key: 'walletConnect.title' }
    case 'AllWallets':
      return { key: 'allWallets.title' }
    case 'Account':
      return { key: 'account.title' }
    case 'Networks':
      return { key: 'networks.title' }
    case 'UnsupportedChain':
      return { key: 'unsupported.title' }
    case 'ConnectingSiwe':
    case 'SIWXSignMessage':
      return { key: 'siwx.title' }
    default:
      return { key: 'connect.title' }
  }
}
