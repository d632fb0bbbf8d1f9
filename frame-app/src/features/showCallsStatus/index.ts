/** The showCallsStatus feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { bindShowCallsStatusActions } from './bindShowCallsStatusActions.ts'
import { createCallsStatusSlot } from './createCallsStatusSlot.ts'
import { createShowCallsStatusViews } from './views/createShowCallsStatusViews.ts'

export { type CallsStatusSlot, createCallsStatusSlot } from './createCallsStatusSlot.ts'

import type { CallsStatusMessageKey } from './callsStatusMessages.ts'
import type { CallsStatusSlot } from './createCallsStatusSlot.ts'

type ShowCallsStatusActions = ReturnType<typeof bindShowCallsStatusActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The batches `wallet_showCallsStatus` showed, for the CallsStatus view. */
    callsStatus: CallsStatusSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends ShowCallsStatusActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    callsStatus: CallsStatusMessageKey
  }
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createShowCallsStatusViews> {}
}

/** CallsStatus (`wallet_showCallsStatus`). */
export const showCallsStatusFeature = {
  slots: () => ({ callsStatus: createCallsStatusSlot() }),
  actions: bindShowCallsStatusActions,
  views: createShowCallsStatusViews,
} satisfies Feature
