import type { StateSnapshot } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'
import { connectionState } from '../../features/connection/index.ts'
import { currentView } from '../../features/modal/index.ts'
import { createSmartAccountDeployment } from '../../features/smartAccount/index.ts'
import { deriveSnapshot, hasSmartAccount } from './deriveSnapshot.ts'
import { subscribeSnapshots } from './subscribeSnapshots.ts'

/** The snapshot the host mirrors (STATE, GET_STATE), read from the frame's actors and stores. */
export function createHostSnapshots(app: FrameCore) {
  const networks = () => app.settings.getSnapshot().context.dapp?.networks ?? []
  const deployment = createSmartAccountDeployment(async (address, caipNetworkId) => {
    const network = networks().find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) return null
    const client = await app.chainClients.get(network)
    return client.request({ method: 'eth_getCode', params: [address, 'latest'] })
  })
  /** SPEC §3 smartAccountDeployed: each embedded smart account is read until it is deployed. */
  const checkDeployment = () => {
    for (const connection of app.connection.getSnapshot().context.connections) {
      const [address] = connection.accounts
      if (address && hasSmartAccount(connection))
        deployment.check(address, connection.caipNetworkId)
    }
  }
  app.connection.subscribe(checkDeployment)
  app.viewStack.subscribe(checkDeployment)

  /** The open modal's view whose chunk is still loading (a skeleton shows), or null. */
  const loadingView = () => {
    const view = app.viewStack.getSnapshot()
    const entry = view.matches('open') ? app.views[currentView(view.context)] : undefined
    return entry && !entry.loaded() ? entry : null
  }

  const getSnapshot = (): StateSnapshot => {
    const view = app.viewStack.getSnapshot()
    const conn = app.connection.getSnapshot()
    return deriveSnapshot({
      open: view.matches('open'),
      view: currentView(view.context),
      connectionState: connectionState(conn),
      connection: conn.context,
      session: app.siwx.getState().session,
      profile: app.names.getState(),
      details: {
        networks: networks(),
        loading: loadingView() !== null,
        registry: [...app.registry.getState().wallets, ...app.recentWallets.wallets()],
        deployed: deployment.deployed,
      },
    })
  }
  const store = (subscribe: (listener: () => void) => () => void) => ({
    subscribe: (listener: () => void) => ({ unsubscribe: subscribe(listener) }),
  })
  return {
    getSnapshot,
    /** Call `listener` with each new snapshot (deduplicated); returns the unsubscribe function. */
    subscribe: (listener: (snapshot: StateSnapshot) => void) =>
      subscribeSnapshots(
        [
          app.viewStack,
          app.connection,
          app.settings,
          store((changed) => app.siwx.subscribe(changed)),
          store((changed) => app.names.subscribe(changed)),
          store((changed) => app.registry.subscribe(changed)),
          store(deployment.subscribe),
          // `loading` ends when the shown view's chunk arrives.
          store((changed) => {
            const sub = app.viewStack.subscribe(
              () => void loadingView()?.prefetch().then(changed, changed),
            )
            return () => sub.unsubscribe()
          }),
        ],
        getSnapshot,
        listener,
      ),
  }
}
