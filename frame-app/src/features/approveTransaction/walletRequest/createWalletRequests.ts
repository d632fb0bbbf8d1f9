import { createActor } from 'xstate'
import type { ApprovalContext, ApprovalRequest } from '../ApprovalRequest.ts'
import type { ApprovalSummary } from '../summary/ApprovalSummary.ts'
import { type WalletRequest, walletRequestMachine } from './walletRequestMachine.ts'

export type WalletRequestsDeps = {
  /** Decode a request (the same decoders and simulation as ApproveTransaction's). */
  summarize: (request: ApprovalRequest, context: ApprovalContext) => Promise<ApprovalSummary>
  /** Whether the panel (the WalletRequest view) is on screen in an open modal. */
  isShowing: () => boolean
  /** Whether the modal is open. */
  isOpen: () => boolean
  /** Open the modal on the panel (over what is open) and ask the host to show it. */
  show: () => Promise<void>
  /** Leave the panel: back to the view under it, or close the modal it opened. */
  leave: (closeModal: boolean) => void
}

/**
 * The "what this does" panel beside an external wallet's own prompt (issue 39, decision 0017):
 * `watch(request, context, answer)` decodes the request and, once decoded, shows it with
 * "Confirm in {wallet}" unless the wallet has answered already (a wallet that answers at once
 * had no prompt to read beside); `answer` settling, whichever way, takes it off the panel, and
 * the panel leaves when nothing waits. It never answers or delays the request: closing the
 * panel leaves the wallet's prompt as it is.
 */
export function createWalletRequests(deps: WalletRequestsDeps) {
  const actor = createActor(walletRequestMachine).start()
  let nextId = 0
  let openedClosed = false
  const waiting = () => actor.getSnapshot().context.queue.length > 0

  const watch = (
    request: ApprovalRequest,
    context: WalletRequest['context'],
    answer: Promise<unknown>,
  ) => {
    nextId += 1
    const id = String(nextId)
    let answered = false
    actor.send({ type: 'REQUEST', item: { id, request, context } })
    const settle = () => {
      answered = true
      actor.send({ type: 'SETTLE', id, outcome: 'answered' })
      if (!waiting() && deps.isShowing()) deps.leave(openedClosed)
    }
    answer.then(settle, settle)
    deps.summarize(request, context).then(
      (summary) => {
        if (answered) return
        actor.send({ type: 'SUMMARIZED', id, summary })
        if (deps.isShowing()) return
        openedClosed = !deps.isOpen()
        deps.show().catch(() => undefined)
      },
      // Not decoded (the decoders did not load): the wallet's prompt stands alone.
      () => undefined,
    )
  }
  return { actor, watch }
}
export type WalletRequests = ReturnType<typeof createWalletRequests>
