/**
 * The approveTransaction feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
export { type ApproveMessageKey, approveMessages } from './approveMessages.ts'
export { intentMessages } from './intentMessages.ts'
export { simulationMessages } from './simulationMessages.ts'
export { readTokenInfo } from './summary/readTokenInfo.ts'
export type { SimulationOutcome } from './summary/simulation/SimulationOutcome.ts'
export { showWalletRequest } from './walletRequest/showWalletRequest.ts'
