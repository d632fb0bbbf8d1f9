/** The account feature as other parts of the frame see it: import it only through this file. */

export type { BalanceState } from './createBalanceStore.ts'
export { createBalanceStore } from './createBalanceStore.ts'
export { formatAmount } from './formatAmount.ts'
export { truncateAddress } from './truncateAddress.ts'
