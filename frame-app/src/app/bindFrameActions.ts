import { mergeParts } from '../core/Feature.ts'
import type { FrameActions } from '../core/FrameApp.ts'
import type { FrameCore } from '../core/FrameCore.ts'
import { FEATURES } from './features.ts'
import { bindHostStateActions } from './hostState/bindHostStateActions.ts'

/**
 * The frame's actions bound to one `app`: each feature binds its own (its `actions`, each
 * action one file under `features/<feature>/actions/`, `(app, params) => …`) and adds them to
 * `FrameActions` in its index.ts. Those that run only after a user's action in a lazy view
 * (sign in, register a name, switch the account type) load from their feature's chunk.ts.
 */
export function bindFrameActions(app: FrameCore): FrameActions {
  return { ...mergeParts(FEATURES, 'actions', app), ...bindHostStateActions(app) }
}
