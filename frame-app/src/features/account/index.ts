/** The account feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { accountKeyOf } from './accountKeyOf.ts'
import type { AccountTypeMessageKey } from './accountType/accountTypeMessages.ts'
import { refreshBalances } from './actions/refreshBalances.ts'
import { bindAccountActions } from './bindAccountActions.ts'
import { createBalanceStore } from './createBalanceStore.ts'
import { createNativeBalance } from './createNativeBalance.ts'
import { type AccountDataSlot, createAccountDataSlot } from './data/createAccountDataSlot.ts'
import { watchPendingTransactions } from './pending/watchPendingTransactions.ts'
import { createAccountViews } from './views/createAccountViews.ts'

export { accountKeyOf } from './accountKeyOf.ts'
export { refreshBalances } from './actions/refreshBalances.ts'
export { selectAccountTab } from './actions/selectAccountTab.ts'
export { showAccount } from './actions/showAccount.ts'
export type { BalanceState } from './createBalanceStore.ts'
export type { AccountData } from './data/createAccountData.ts'
export { formatQuantity } from './format/formatQuantity.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export { pastRecipients } from './pastRecipients.ts'
export type { SentTransaction, SentTransactions } from './pending/createSentTransactions.ts'

/** Account: the balance, the tabs' lists, pending transactions, and the Account view. */
export const accountFeature = {
  slots: (context: SlotContext) => {
    const { api, connection, chainClients, dapp, report } = context
    // The header and Tokens read the coin balance together: one eth_getBalance for both.
    const nativeBalance = createNativeBalance(async (network, address) =>
      (await chainClients.get(network)).getBalance(address),
    )
    return {
      balance: createBalanceStore({ getBalance: nativeBalance }),
      accountData: createAccountDataSlot({
        api,
        connection,
        networks: () => dapp()?.networks ?? [],
        onramp: () => dapp()?.features?.onramp !== false,
        nativeOnChain: async ({ address, chainId }) => {
          const network = dapp()?.networks.find((n) => n.caipNetworkId === chainId)
          if (network?.chainNamespace !== 'eip155') return null
          return nativeBalance(network, address)
        },
        report,
      }),
    }
  },
  actions: bindAccountActions,
  views: createAccountViews,
  loaders: { Account: (app: FrameApp) => refreshBalances(app) },
  start: (app: FrameCore) => {
    const networks = () => app.settings.getSnapshot().context.dapp?.networks ?? []
    watchPendingTransactions({
      connection: app.connection,
      networks,
      option: () => app.settings.getSnapshot().context.dapp?.features?.pendingTransactions,
      chainClient: (network) => app.chainClients.get(network),
      // New pending transactions: the balance, Tokens and Activity read again.
      refresh: () => {
        refreshBalances(app)
        const key = accountKeyOf(app.connection, networks())
        if (key) app.accountData.current()?.activity.send({ type: 'LOAD', key })
      },
    })
  },
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    balance: ReturnType<typeof createBalanceStore>
    /** The Account view's tabs: tokens, NFTs and activity lists and the selected tab. */
    accountData: AccountDataSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    accountType: AccountTypeMessageKey
  }
}
