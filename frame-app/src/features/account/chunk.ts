/**
 * The account feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { accountTypeMessages } from './accountType/accountTypeMessages.ts'

export type { AccountTypeMessageKey } from './accountType/accountTypeMessages.ts'
export type { BalanceState } from './createBalanceStore.ts'
export { createAccountListMachine } from './data/accountListMachine.ts'
export { createAccountData } from './data/createAccountData.ts'
export { formatAmount } from './format/formatAmount.ts'
export { formatQuantity } from './format/formatQuantity.ts'
export { formatUsd } from './format/formatUsd.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export { useBalance } from './hooks/useBalance.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { accountType: accountTypeMessages }
