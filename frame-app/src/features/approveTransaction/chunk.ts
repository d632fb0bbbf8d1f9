/**
 * The approveTransaction feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { approveMessages } from './approveMessages.ts'
import { intentMessages } from './intentMessages.ts'
import { simulationMessages } from './simulationMessages.ts'

export type { ApproveMessageKey } from './approveMessages.ts'
export { readTokenInfo } from './summary/readTokenInfo.ts'
export type { SimulationOutcome } from './summary/simulation/SimulationOutcome.ts'
export { showWalletRequest } from './walletRequest/showWalletRequest.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = {
  approve: approveMessages,
  approveIntent: intentMessages,
  approveSimulation: simulationMessages,
}
