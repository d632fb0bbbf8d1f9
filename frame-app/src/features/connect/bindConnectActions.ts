import type { FrameCore } from '../../core/FrameCore.ts'
import { type SelectWalletParams, selectWallet } from './actions/selectWallet.ts'

/** Connect's actions bound to one frame: a wallet picked in Connect or AllWallets. */
export function bindConnectActions(app: FrameCore) {
  return {
    selectWallet: (params: SelectWalletParams) => selectWallet(app, params),
  }
}
