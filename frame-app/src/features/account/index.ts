/** The account feature as other parts of the frame see it: import it only through this file. */

export type { AccountKey, ListPage } from './accountListMachine.ts'
export { ACCOUNT_TABS, type AccountTab } from './accountTabMachine.ts'
export { selectAccountTab } from './actions/selectAccountTab.ts'
export { type AccountData, createAccountData } from './createAccountData.ts'
export type { BalanceState } from './createBalanceStore.ts'
export { createBalanceStore } from './createBalanceStore.ts'
export { formatAmount } from './formatAmount.ts'
export { truncateAddress } from './truncateAddress.ts'
export { watchAccountData } from './watchAccountData.ts'
