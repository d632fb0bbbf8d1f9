export { createNames, type Names } from './createNames.ts'
export type { NamesState } from './NamesState.ts'

import type { Names } from './createNames.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The connected address's names. */
    names: Names
  }
}

export { bindNamesActions } from './bindNamesActions.ts'

import type { bindNamesActions } from './bindNamesActions.ts'

type NamesActions = ReturnType<typeof bindNamesActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends NamesActions {}
}
