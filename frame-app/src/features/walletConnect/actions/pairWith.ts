import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { pushView } from '../../modal/index.ts'

/** The WalletConnect view, for one registry wallet (shown above the QR code) or any (null). */
export function pairWith(
  app: Pick<FrameCore, 'viewStack' | 'views'>,
  { wallet }: { wallet: RegistryWallet | null },
) {
  pushView(app, { view: 'ConnectingWalletConnectBasic', params: { wallet } })
}
