/** The smartAccount feature as other parts of the frame see it: import it only through this file. */

import { bindSmartAccountActions } from './bindSmartAccountActions.ts'

export {
  createSmartAccountDeployment,
  type SmartAccountDeployment,
} from './createSmartAccountDeployment.ts'

/** The account-type switch's action (the toggle is in Account's chunk). */
export const smartAccountFeature = { actions: bindSmartAccountActions }
