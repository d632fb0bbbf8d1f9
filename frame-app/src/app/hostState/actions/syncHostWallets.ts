import type { HostWallet } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { restoreConnection } from '../../../features/connection/index.ts'

/** The wallets announced in the host page (SYNC_HOST_WALLETS); a restore once dapp data is in. */
export function syncHostWallets(app: FrameCore, { wallets }: { wallets: HostWallet[] }) {
  app.hostConnectors.sync(wallets)
  app.settings.send({ type: 'SYNC_HOST_WALLETS', wallets })
  if (app.settings.getSnapshot().context.dapp) restoreConnection(app)
}
