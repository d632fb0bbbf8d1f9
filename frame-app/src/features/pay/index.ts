/** The pay feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { bindPayActions } from './bindPayActions.ts'
import { createPaySlot } from './createPaySlot.ts'
import { createPayViews } from './views/createPayViews.ts'

export { createPaySlot, type PaySlot } from './createPaySlot.ts'

import type { PaySlot } from './createPaySlot.ts'
import type { PayMessageKey } from './payMessages.ts'

type PayActions = ReturnType<typeof bindPayActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The payment the Pay view shows (`modal.pay`). */
    pay: PaySlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends PayActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    pay: PayMessageKey
  }
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createPayViews> {}
}

/** Pay (`modal.pay`). */
export const payFeature = {
  slots: () => ({ pay: createPaySlot() }),
  actions: bindPayActions,
  views: createPayViews,
} satisfies Feature
