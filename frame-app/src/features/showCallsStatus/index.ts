/** The showCallsStatus feature as other parts of the frame see it: import it only through this file. */

import { bindShowCallsStatusActions } from './bindShowCallsStatusActions.ts'
import { createCallsStatusSlot } from './createCallsStatusSlot.ts'
import { createShowCallsStatusViews } from './views/createShowCallsStatusViews.ts'

export { type CallsStatusSlot, createCallsStatusSlot } from './createCallsStatusSlot.ts'

import type { CallsStatusMessageKey } from './callsStatusMessages.ts'
import type { CallsStatusSlot } from './createCallsStatusSlot.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The batches `wallet_showCallsStatus` showed, for the CallsStatus view. */
    callsStatus: CallsStatusSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    callsStatus: CallsStatusMessageKey
  }
}

/** CallsStatus (`wallet_showCallsStatus`). */
export const showCallsStatusFeature = {
  slots: () => ({ callsStatus: createCallsStatusSlot() }),
  actions: bindShowCallsStatusActions,
  views: createShowCallsStatusViews,
}
