import type { DappData } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { restoreConnection } from '../../../features/connection/index.ts'
import { pickActiveNetwork } from '../../../features/networks/index.ts'

/** The host's dapp data (SYNC_DAPP_DATA): settings, the active network, then a restore. */
export function syncDappData(app: FrameCore, { dapp }: { dapp: DappData }) {
  app.settings.send({ type: 'SYNC_DAPP_DATA', dapp })
  const picked = pickActiveNetwork({
    stored: app.storage.getActiveNetworkId(),
    networks: dapp.networks,
    defaultNetwork: dapp.defaultNetwork,
  })
  if (picked && !app.connection.getSnapshot().context.current)
    app.connection.send({ type: 'SELECT_NETWORK', caipNetworkId: picked })
  restoreConnection(app)
}
