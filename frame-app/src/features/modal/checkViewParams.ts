import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { ViewParams } from '../../core/viewStack/viewStackMachine.ts'
import type { ViewRegistry } from '../../core/views/defineView.ts'
import type { ViewName } from '../../core/views/FrameViews.ts'

/** The params a view is pushed with, checked against its registry schema. */
export function checkViewParams(
  registry: ViewRegistry,
  view: ViewName,
  params: ViewParams = {},
): ViewParams {
  const entry = registry[view]
  if (!entry) throw new InvalidParamsRpcError(`The view "${view}" is not registered.`)
  const parsed = z.safeParse(entry.params, params)
  if (!parsed.success)
    throw new InvalidParamsRpcError(`Invalid params for the view "${view}".`, {
      details: z.prettifyError(parsed.error),
    })
  return parsed.data
}
