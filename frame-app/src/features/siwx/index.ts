export { finishConnect } from './actions/finishConnect.ts'
export { recheckSignIn } from './actions/recheckSignIn.ts'
export { bindSiwxActions } from './bindSiwxActions.ts'
export { createSiwx, type SiwxState } from './createSiwx.ts'
export { siwxExpiry } from './siwxExpiry.ts'
export { createSiwxViews } from './views/createSiwxViews.ts'

import type { bindSiwxActions } from './bindSiwxActions.ts'
import type { Siwx } from './createSiwx.ts'

type SiwxActions = ReturnType<typeof bindSiwxActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Sign-in (SIWE) after connecting, and the session. */
    siwx: Siwx
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SiwxActions {}
}

import type { createSiwxViews } from './views/createSiwxViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSiwxViews> {}
}
