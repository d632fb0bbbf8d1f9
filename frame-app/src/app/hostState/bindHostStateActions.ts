import type { DappData, HostWallet } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'
import { syncDappData } from './actions/syncDappData.ts'
import { syncHostWallets } from './actions/syncHostWallets.ts'
import { warnHost } from './actions/warnHost.ts'

/** What the host syncs into the frame, bound to one frame. */
export function bindHostStateActions(app: FrameCore) {
  return {
    syncDappData: (data: DappData) => syncDappData(app, { dapp: data }),
    syncHostWallets: (wallets: HostWallet[]) => syncHostWallets(app, { wallets }),
    hostWalletEvent: app.hostConnectors.handleEvent,
    /** A warning the host's developer reads in the host console (a theme accent's contrast). */
    warnHost: (message: string) => warnHost(app, { message }),
  }
}

type HostStateActions = ReturnType<typeof bindHostStateActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends HostStateActions {}
}
