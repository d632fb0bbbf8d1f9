export { createNames, type Names, type NamesState } from './createNames.ts'

import type { Names } from './createNames.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The connected address's names. */
    names: Names
  }
}
