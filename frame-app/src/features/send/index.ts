/** The send feature as other parts of the frame see it: import it only through this file. */

export { createSendSlot } from './createSendSlot.ts'
export { sendAccountOf } from './sendAccountOf.ts'
export { createSendViews } from './views/createSendViews.ts'

import type { SendSlot } from './createSendSlot.ts'
import type { SendMessageKey } from './sendMessages.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The send flow's actor, created by the Send chunk on first use. */
    send: SendSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** Whether Send may show: `features.send` not false. */
    sendEnabled: () => boolean
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    send: SendMessageKey
  }
}

import type { createSendViews } from './views/createSendViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSendViews> {}
}
