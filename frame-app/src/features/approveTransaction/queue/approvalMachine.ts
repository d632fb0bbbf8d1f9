import type { ActorRefFrom } from 'xstate'
import type { PendingApproval } from '../ApprovalRequest.ts'
import { createRequestQueueMachine } from './createRequestQueueMachine.ts'

/** Approved on screen, or rejected (`error` says why: the user, or why it can no longer be answered). */
export type ApprovalOutcome = { kind: 'approved' } | { kind: 'rejected'; error: Error }

/**
 * ApproveTransaction's queue: only the request on screen (the first) can be approved, any
 * queued one rejected. `settled` is what the gate turns into the awaiting promise's outcome.
 */
export const approvalMachine = createRequestQueueMachine<PendingApproval, ApprovalOutcome>({
  id: 'approval',
  maySettle: (queue, id, outcome) =>
    outcome.kind === 'approved' ? queue[0]?.id === id : queue.some((item) => item.id === id),
})
export type ApprovalActor = ActorRefFrom<typeof approvalMachine>
