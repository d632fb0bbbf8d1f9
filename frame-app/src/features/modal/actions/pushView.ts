import type { FrameCore } from '../../../core/FrameCore.ts'
import type { ViewParams } from '../../../core/viewStack/viewStackMachine.ts'
import type { ViewName } from '../../../core/views/FrameViews.ts'
import { checkViewParams } from '../checkViewParams.ts'

/** Push a view with its params, checked against its registry schema. */
export function pushView(
  app: Pick<FrameCore, 'viewStack' | 'views'>,
  { view, params }: { view: ViewName; params?: ViewParams },
) {
  app.viewStack.send({ type: 'PUSH', view, params: checkViewParams(app.views, view, params) })
}
