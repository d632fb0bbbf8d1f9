export { bindNamesActions } from './bindNamesActions.ts'
export { createNames, type Names } from './createNames.ts'
export { namesSupported } from './namesSupported.ts'
export { createNamesViews } from './views/createNamesViews.ts'

import type { bindNamesActions } from './bindNamesActions.ts'
import type { Names } from './createNames.ts'

type NamesActions = ReturnType<typeof bindNamesActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The connected address's names. */
    names: Names
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends NamesActions {}
}

import type { createNamesViews } from './views/createNamesViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createNamesViews> {}
}
