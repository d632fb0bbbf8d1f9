/** The showCallsStatus feature as other parts of the frame see it: import it only through this file. */

export { bindShowCallsStatusActions } from './bindShowCallsStatusActions.ts'
export { type CallsStatusSlot, createCallsStatusSlot } from './createCallsStatusSlot.ts'
export { createShowCallsStatusViews } from './views/createShowCallsStatusViews.ts'

import type { bindShowCallsStatusActions } from './bindShowCallsStatusActions.ts'
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

import type { createShowCallsStatusViews } from './views/createShowCallsStatusViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createShowCallsStatusViews> {}
}
