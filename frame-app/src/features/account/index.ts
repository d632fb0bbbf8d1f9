/** The account feature as other parts of the frame see it: import it only through this file. */

export type { AccountTab } from './AccountTab.ts'
export { accountKeyOf } from './accountKeyOf.ts'
export { selectAccountTab } from './actions/selectAccountTab.ts'
export { type AccountDataSlot, createAccountDataSlot } from './createAccountDataSlot.ts'
export type { BalanceState } from './createBalanceStore.ts'
export { createBalanceStore } from './createBalanceStore.ts'
export type { SentTransactions } from './createSentTransactions.ts'
export { formatAmount } from './format/formatAmount.ts'
export { formatQuantity } from './format/formatQuantity.ts'
export { formatUsd } from './format/formatUsd.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export { useBalance } from './hooks/useBalance.ts'
