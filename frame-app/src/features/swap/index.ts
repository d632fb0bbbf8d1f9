/** The swap feature as other parts of the frame see it: import it only through this file. */

export { createSwapSlot } from './createSwapSlot.ts'
export { swapAccountOf } from './swapAccountOf.ts'
export { createSwapViews } from './views/createSwapViews.ts'

import type { createSwapSlot } from './createSwapSlot.ts'
import type { SwapMessageKey } from './swapMessages.ts'

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** The swap actor of this frame, built by the Swap chunk on first use. */
    swap: ReturnType<typeof createSwapSlot>
    /** Whether Swap may show: an api to talk to and `features.swaps` not false. */
    swapEnabled: () => boolean
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    swap: SwapMessageKey
  }
}

import type { createSwapViews } from './views/createSwapViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSwapViews> {}
}
