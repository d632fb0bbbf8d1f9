import type { FrameCore } from '../FrameCore.ts'
import type { ViewName } from './FrameViews.ts'

/** Whether `view`'s feature is on in this frame: its `enabled` for the api and the host's dapp data. */
export function isViewEnabled(
  app: Pick<FrameCore, 'api' | 'settings' | 'views'>,
  view: ViewName,
): boolean {
  const dapp = app.settings.getSnapshot().context.dapp
  return app.views[view]?.enabled({ apiConfigured: app.api !== null, dapp }) ?? false
}
