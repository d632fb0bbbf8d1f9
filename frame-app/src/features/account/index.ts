/** The account feature as other parts of the frame see it: import it only through this file. */

export { accountKeyOf } from './accountKeyOf.ts'
export { refreshBalances } from './actions/refreshBalances.ts'
export { selectAccountTab } from './actions/selectAccountTab.ts'
export { showAccount } from './actions/showAccount.ts'
export { bindAccountActions } from './bindAccountActions.ts'
export type { BalanceState } from './createBalanceStore.ts'
export { createBalanceStore } from './createBalanceStore.ts'
export { createNativeBalance } from './createNativeBalance.ts'
export type { AccountData } from './data/createAccountData.ts'
export { createAccountDataSlot } from './data/createAccountDataSlot.ts'
export { pastRecipients } from './pastRecipients.ts'
export type { SentTransaction, SentTransactions } from './pending/createSentTransactions.ts'
export { watchPendingTransactions } from './pending/watchPendingTransactions.ts'

import type { AccountTypeMessageKey } from './accountType/accountTypeMessages.ts'
import type { bindAccountActions } from './bindAccountActions.ts'
import type { createBalanceStore } from './createBalanceStore.ts'
import type { AccountDataSlot } from './data/createAccountDataSlot.ts'

type AccountActions = ReturnType<typeof bindAccountActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    balance: ReturnType<typeof createBalanceStore>
    /** The Account view's tabs: tokens, NFTs and activity lists and the selected tab. */
    accountData: AccountDataSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends AccountActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    accountType: AccountTypeMessageKey
  }
}

export { formatQuantity } from './format/formatQuantity.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export { createAccountViews } from './views/createAccountViews.ts'

import type { createAccountViews } from './views/createAccountViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createAccountViews> {}
}
