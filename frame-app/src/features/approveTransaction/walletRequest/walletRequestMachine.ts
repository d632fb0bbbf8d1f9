import type { ActorRefFrom } from 'xstate'
import type { ApprovalContext, ApprovalRequest } from '../ApprovalRequest.ts'
import { createRequestQueueMachine } from '../queue/createRequestQueueMachine.ts'

/** A host request an external wallet is asked in its own prompt, and which wallet. */
export type WalletRequest = {
  id: string
  request: ApprovalRequest
  context: ApprovalContext & { walletName: string }
}

/**
 * The wallet-prompt panel's list: the host requests an external wallet has in its own prompt,
 * oldest first (the first is the one on screen), each with its decoded summary once ready.
 * Nothing here answers a request: the wallet does (approved, rejected or failed), and settling
 * it as `answered` takes it off the panel.
 */
export const walletRequestMachine = createRequestQueueMachine<WalletRequest, 'answered'>({
  id: 'walletRequest',
  maySettle: (queue, id) => queue.some((item) => item.id === id),
})
export type WalletRequestActor = ActorRefFrom<typeof walletRequestMachine>
