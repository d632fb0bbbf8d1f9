/** The pay feature as other parts of the frame see it: import it only through this file. */

import { bindPayActions } from './bindPayActions.ts'
import { createPaySlot } from './createPaySlot.ts'
import { createPayViews } from './views/createPayViews.ts'

export { createPaySlot, type PaySlot } from './createPaySlot.ts'

import type { PaySlot } from './createPaySlot.ts'
import type { PayMessageKey } from './payMessages.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The payment the Pay view shows (`modal.pay`). */
    pay: PaySlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    pay: PayMessageKey
  }
}

/** Pay (`modal.pay`). */
export const payFeature = {
  slots: () => ({ pay: createPaySlot() }),
  actions: bindPayActions,
  views: createPayViews,
}
