/** The on-ramp feature as other parts of the frame see it: import it only through this file. */

export { createOnrampSlot } from './createOnrampSlot.ts'
export { onrampAccountOf } from './onrampAccountOf.ts'
export { createOnrampViews } from './views/createOnrampViews.ts'

import type { createOnrampSlot } from './createOnrampSlot.ts'
import type { OnrampMessageKey } from './onrampMessages.ts'

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** The on-ramp actor of this frame, built by the OnRamp chunk on first use. */
    onramp: ReturnType<typeof createOnrampSlot>
    /** Whether OnRamp may show: an api to talk to and `features.onramp` not false. */
    onrampEnabled: () => boolean
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    onramp: OnrampMessageKey
  }
}

import type { createOnrampViews } from './views/createOnrampViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createOnrampViews> {}
}
