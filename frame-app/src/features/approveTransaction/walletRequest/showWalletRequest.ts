import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentView, hideModal } from '../../modal/index.ts'
import type { ApprovalRequest } from '../ApprovalRequest.ts'
import { createWalletRequests } from './createWalletRequests.ts'

/** The connected external wallet a request goes to. */
export type PromptingWallet = { name: string; account: string; caipNetworkId: CaipNetworkId }

/**
 * A host request the connected external wallet answers in its own prompt (the dev wallet's,
 * WalletConnect's, Coinbase's): the modal shows what it does beside that prompt until
 * `answer` settles (decision 0017). Needs the verified host origin, as ApproveTransaction.
 */
export function showWalletRequest(
  app: Pick<FrameCore, 'walletRequests' | 'viewStack' | 'callHost' | 'report' | 'settings'>,
  request: ApprovalRequest,
  wallet: PromptingWallet,
  answer: Promise<unknown>,
) {
  const hostOrigin = app.settings.getSnapshot().context.hostOrigin
  if (!hostOrigin) return
  const isOpen = () => app.viewStack.getSnapshot().matches('open')
  const requests = app.walletRequests.ensure(() =>
    createWalletRequests({
      summarize: app.walletRequests.summarize,
      isOpen,
      isShowing: () =>
        isOpen() && currentView(app.viewStack.getSnapshot().context) === 'WalletRequest',
      show: () => {
        app.viewStack.send({ type: isOpen() ? 'PUSH' : 'OPEN', view: 'WalletRequest' })
        return app.callHost('SHOW', null).then(() => undefined)
      },
      leave: (close) => (close ? hideModal(app) : app.viewStack.send({ type: 'BACK' })),
    }),
  )
  requests.watch(
    request,
    {
      hostOrigin,
      account: wallet.account,
      caipNetworkId: wallet.caipNetworkId,
      walletName: wallet.name,
    },
    answer,
  )
}
