import {
  type CaipNetworkId,
  ViewUnavailableError,
  type ViewUnavailableReason,
} from '@porthole/shared-protocol'
import type { ViewEnv, ViewRegistry } from '../../core/views/defineView.ts'
import type { ViewName } from '../../core/views/FrameViews.ts'

const explain: Record<ViewUnavailableReason, string> = {
  unknown: 'is not a view of this modal',
  internal: 'is shown by the modal itself and cannot be opened by the host',
  featureDisabled: 'belongs to a feature that is off for this project',
  needsConnection: 'needs a connected wallet',
  unsupportedNetwork: 'is not offered on the network of the connected wallet',
}

/**
 * The view a host's `open({ view })` shows, or a `ViewUnavailableError` naming the reason. A
 * view that needs a connection shows its fallback while disconnected (Account → Connect); one
 * whose feature the current connection's network lacks is refused (names on Solana).
 */
export function resolveOpenView(
  registry: Partial<ViewRegistry>,
  view: string,
  state: ViewEnv & { connected: boolean; caipNetworkId?: CaipNetworkId | null | undefined },
): ViewName {
  const fail = (reason: ViewUnavailableReason) =>
    new ViewUnavailableError(`The view "${view}" ${explain[reason]}.`, { data: { view, reason } })
  if (!isViewName(registry, view)) throw fail('unknown')
  const entry = registry[view]
  if (!entry) throw fail('unknown')
  if (entry.access !== 'public') throw fail('internal')
  if (!entry.enabled(state)) throw fail('featureDisabled')
  if (entry.needsConnection && !state.connected) {
    if (entry.needsConnection.fallback) return entry.needsConnection.fallback
    throw fail('needsConnection')
  }
  if (entry.onNetwork && state.connected && state.caipNetworkId) {
    if (!entry.onNetwork(state.caipNetworkId)) throw fail('unsupportedNetwork')
  }
  return view
}

/** Whether the host's `view` names a view of `registry` (not an inherited property). */
const isViewName = (registry: Partial<ViewRegistry>, view: string): view is ViewName =>
  Object.hasOwn(registry, view)
