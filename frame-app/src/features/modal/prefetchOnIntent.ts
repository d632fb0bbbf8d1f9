import type { FrameCore } from '../../core/FrameCore.ts'
import type { ViewRegistry } from '../../core/views/defineView.ts'

/**
 * Asks for view chunks on the visitor's intent, never at boot: before the modal opens the
 * frame holds only what painting Connect needs. Once a wallet is connected (a session
 * restored on page load: the next open shows Account), `prefetch` gets the Account view;
 * when the modal first opens, every view. Returns a function that stops watching.
 * @example prefetchOnIntent(app, (views) => prefetchWhenIdle(window, () => prefetchViews(views), report))
 */
export function prefetchOnIntent(
  app: Pick<FrameCore, 'viewStack' | 'connection' | 'views'>,
  prefetch: (views: Partial<ViewRegistry>) => void,
): () => void {
  let accountAsked = false
  const check = () => {
    if (app.viewStack.getSnapshot().matches('open')) {
      stop()
      prefetch(app.views)
    } else if (!accountAsked && app.connection.getSnapshot().context.current) {
      accountAsked = true
      const account = app.views.Account
      if (account) prefetch({ Account: account })
    }
  }
  const subscriptions = [app.viewStack.subscribe(check), app.connection.subscribe(check)]
  const stop = () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
  check()
  return stop
}
