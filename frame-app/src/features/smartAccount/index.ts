/** The smartAccount feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { bindSmartAccountActions } from './bindSmartAccountActions.ts'

export {
  createSmartAccountDeployment,
  type SmartAccountDeployment,
} from './createSmartAccountDeployment.ts'

type SmartAccountActions = ReturnType<typeof bindSmartAccountActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SmartAccountActions {}
}

/** The account-type switch's action (the toggle is in Account's chunk). */
export const smartAccountFeature = { actions: bindSmartAccountActions } satisfies Feature
