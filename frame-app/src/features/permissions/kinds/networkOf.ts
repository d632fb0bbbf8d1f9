import type { Connection } from '../../connection/index.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'

/** The dapp's network the connection is on, or undefined when the dapp does not list it. */
export function networkOf(app: Pick<PermissionDeps, 'settings'>, connection: Connection) {
  const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
  return networks.find((n) => n.caipNetworkId === connection.caipNetworkId)
}
