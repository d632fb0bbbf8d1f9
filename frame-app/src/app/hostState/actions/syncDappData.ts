import type { DappData } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { restoreConnection } from '../../../features/connection/index.ts'
import { pickActiveNetwork, withApiRpcUrls } from '../../../features/networks/index.ts'

/**
 * The host's dapp data (SYNC_DAPP_DATA): settings (EVM networks without `rpcUrls` read through
 * the api's RPC service), the active network, then a restore.
 */
export function syncDappData(app: FrameCore, { dapp: sent }: { dapp: DappData }) {
  const dapp = { ...sent, networks: withApiRpcUrls(sent.networks, app.api?.rpcUrl) }
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
