import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { pairWith } from './actions/pairWith.ts'

/** WalletConnect's actions bound to one frame: pair, with a registry wallet or none. */
export function bindWalletConnectActions(app: Pick<FrameCore, 'viewStack' | 'views'>) {
  return {
    pairWith: (wallet: RegistryWallet | null) => pairWith(app, { wallet }),
  }
}
