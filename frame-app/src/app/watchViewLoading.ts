import type { FrameCore } from '../core/FrameCore.ts'
import type { ViewName } from '../core/views/FrameViews.ts'
import type { Connection } from '../features/connection/index.ts'
import { currentView } from '../features/modal/index.ts'

/** Loads what `view` needs when it shows, and again when the account under it changes. */
export type ViewLoader = (view: ViewName, current: Connection | null) => void

/**
 * Loading follows state, not the views' effects: when a view comes on top of the open modal
 * (each push counts, as each push mounts the view afresh), when the connection's account or
 * network changes under it, or when the host syncs new dapp data, the view's loader runs.
 * `rerun()` runs the shown view's loader again (a flow's actor was just created).
 */
export function watchViewLoading(app: FrameCore, load: ViewLoader) {
  let shown: { key: string; dapp: unknown } = { key: '', dapp: null }
  const run = (force: boolean) => {
    const stack = app.viewStack.getSnapshot()
    const { current } = app.connection.getSnapshot().context
    const { dapp } = app.settings.getSnapshot().context
    const view = stack.matches('open') ? currentView(stack.context) : null
    const key = view
      ? [stack.context.history.length, view, current?.accounts[0], current?.caipNetworkId].join('|')
      : ''
    if (!force && key === shown.key && dapp === shown.dapp) return
    shown = { key, dapp }
    if (view) load(view, current)
  }
  const subscriptions = [
    app.viewStack.subscribe(() => run(false)),
    app.connection.subscribe(() => run(false)),
    app.settings.subscribe(() => run(false)),
  ]
  return {
    rerun: () => run(true),
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    },
  }
}
