/** The account feature as other parts of the frame see it: import it only through this file. */

export type { AccountTab } from './AccountTab.ts'
export { accountKeyOf } from './accountKeyOf.ts'
export { selectAccountTab } from './actions/selectAccountTab.ts'
export { showAccount } from './actions/showAccount.ts'
export type { BalanceState } from './createBalanceStore.ts'
export { createBalanceStore } from './createBalanceStore.ts'
export type { AccountData } from './data/createAccountData.ts'
export { type AccountDataSlot, createAccountDataSlot } from './data/createAccountDataSlot.ts'
export type { SentTransactions } from './pending/createSentTransactions.ts'
export { watchPendingTransactions } from './pending/watchPendingTransactions.ts'

import type { createBalanceStore } from './createBalanceStore.ts'
import type { AccountDataSlot } from './data/createAccountDataSlot.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    balance: ReturnType<typeof createBalanceStore>
    /** The Account view's tabs: tokens, NFTs and activity lists and the selected tab. */
    accountData: AccountDataSlot
  }
}

export { bindAccountActions } from './bindAccountActions.ts'

import type { bindAccountActions } from './bindAccountActions.ts'

type AccountActions = ReturnType<typeof bindAccountActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends AccountActions {}
}

import type { AccountTypeMessageKey } from './accountType/accountTypeMessages.ts'

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    accountType: AccountTypeMessageKey
  }
}
