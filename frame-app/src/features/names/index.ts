import type { SlotContext } from '../../core/Feature.ts'
import { bindNamesActions } from './bindNamesActions.ts'
import { createLazyNames } from './createLazyNames.ts'
import type { Names } from './createNames.ts'
import type { NamesMessageKey } from './namesMessages.ts'
import { createNamesViews } from './views/createNamesViews.ts'

export type { Names } from './createNames.ts'
export { namesSupported } from './namesSupported.ts'

/** Names: the connected address's names and RegisterAccountName. */
export const namesFeature = {
  slots: (context: SlotContext) => ({ names: createLazyNames({ api: context.api }) }),
  actions: bindNamesActions,
  views: createNamesViews,
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The connected address's names. */
    names: Names
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    names: NamesMessageKey
  }
}
