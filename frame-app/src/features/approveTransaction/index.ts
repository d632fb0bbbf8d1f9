/** The approveTransaction feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
import { pastRecipients } from '../account/index.ts'
import { currentView, hideModal } from '../modal/index.ts'
import type { ApproveCatalogKey } from './approveMessages.ts'
import { type ApprovalGate, createApprovalGate } from './createApprovalGate.ts'
import type { IntentMessageKey } from './intentMessages.ts'
import { loadSummary } from './loadSummary.ts'
import type { SimulationMessageKey } from './simulationMessages.ts'
import { createApproveTransactionViews } from './views/createApproveTransactionViews.ts'
import {
  createWalletRequestSlot,
  type WalletRequestSlot,
} from './walletRequest/createWalletRequestSlot.ts'

export type { ApprovalContext, ApprovalRequest, PendingApproval } from './ApprovalRequest.ts'
export type { ApproveHook, ApproveOptions } from './createApprovalGate.ts'
export type { PromptingWallet } from './walletRequest/showWalletRequest.ts'

/** ApproveTransaction, and the panel beside an external wallet's own prompt. */
export const approveTransactionFeature = {
  slots: (context: SlotContext) => {
    const { app, api, callHost, chainClients, connection, dapp, settings, viewStack } = context
    // One decoder for ApproveTransaction and the panel beside an external wallet's prompt.
    const summarize = loadSummary({
      chainClients,
      api: () => api,
      networks: () => dapp()?.networks ?? [],
      pastRecipients: ({ account, caipNetworkId }) =>
        pastRecipients(app().accountData, { address: account, chainId: caipNetworkId }),
    })
    return {
      approvals: createApprovalGate({
        getHostOrigin: () => settings.getSnapshot().context.hostOrigin,
        isOpen: () => viewStack.getSnapshot().matches('open'),
        isShowing: () => {
          const snapshot = viewStack.getSnapshot()
          return snapshot.matches('open') && currentView(snapshot.context) === 'ApproveTransaction'
        },
        show: () => {
          const open = viewStack.getSnapshot().matches('open')
          viewStack.send({ type: open ? 'PUSH' : 'OPEN', view: 'ApproveTransaction' })
          return callHost('SHOW', null).then(() => undefined)
        },
        leave: (close) => (close ? hideModal(app()) : viewStack.send({ type: 'BACK' })),
        getCurrent: (namespace) => {
          const { connections } = connection.getSnapshot().context
          const open = connections.find((c) => c.connector.namespace === namespace)
          const account = open?.accounts[0]
          return open && account ? { account, caipNetworkId: open.caipNetworkId } : null
        },
        summarize,
        watch: [viewStack, connection],
      }),
      walletRequests: createWalletRequestSlot(summarize),
    }
  },
  views: createApproveTransactionViews,
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** ApproveTransaction: the embedded wallet's approval hook and its queue (SPEC §5). */
    approvals: ApprovalGate
    /** The "what this does" panel beside an external wallet's own prompt (issue 39). */
    walletRequests: WalletRequestSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    approve: ApproveCatalogKey
    /** What a request allows or moves, and its warnings (SECURITY #27). */
    approveIntent: IntentMessageKey
    /** A simulated request's balance changes, swaps and EIP-7702 delegations (issue 39). */
    approveSimulation: SimulationMessageKey
  }
}
