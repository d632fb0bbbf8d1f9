export { bindNamesActions } from './bindNamesActions.ts'
export { createNames, type Names } from './createNames.ts'
export { namesSupported } from './namesSupported.ts'

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
