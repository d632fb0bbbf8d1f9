/** The smartAccount feature as other parts of the frame see it: import it only through this file. */

export { bindSmartAccountActions } from './bindSmartAccountActions.ts'
export {
  createSmartAccountDeployment,
  type SmartAccountDeployment,
} from './createSmartAccountDeployment.ts'

import type { bindSmartAccountActions } from './bindSmartAccountActions.ts'

type SmartAccountActions = ReturnType<typeof bindSmartAccountActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SmartAccountActions {}
}
