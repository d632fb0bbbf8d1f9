export { dismissSignIn } from './actions/dismissSignIn.ts'
export { finishConnect } from './actions/finishConnect.ts'
export { recheckSignIn } from './actions/recheckSignIn.ts'
export { createSiwx, type Siwx, type SiwxState } from './createSiwx.ts'
export { siwxExpiry } from './siwxExpiry.ts'

import type { Siwx } from './createSiwx.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Sign-in (SIWE) after connecting, and the session. */
    siwx: Siwx
  }
}

export { bindSiwxActions } from './bindSiwxActions.ts'

import type { bindSiwxActions } from './bindSiwxActions.ts'

type SiwxActions = ReturnType<typeof bindSiwxActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SiwxActions {}
}
