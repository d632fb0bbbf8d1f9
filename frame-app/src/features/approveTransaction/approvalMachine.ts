import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import type { PendingApproval } from './ApprovalRequest.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'

export type ApprovalEvent =
  | { type: 'REQUEST'; approval: PendingApproval }
  /** The user approved the request on screen (only the one shown counts). */
  | { type: 'APPROVE'; id: string }
  /** The user rejected it, or it can no longer be answered (`error` says why). */
  | { type: 'REJECT'; id: string; error: Error }
  /** A queued request's decoded summary arrived (decoding starts with the request). */
  | { type: 'SUMMARIZED'; id: string; summary: ApprovalSummary }

export type ApprovalSettled =
  | { type: 'settled'; id: string; outcome: 'approved' }
  | { type: 'settled'; id: string; outcome: 'rejected'; error: Error }

const headId = (queue: readonly PendingApproval[]) => queue[0]?.id

/**
 * ApproveTransaction's queue: requests wait in order, the first is the one on screen; each
 * one's decoded summary joins `summaries` when it is ready. `APPROVE`
 * of the shown request and `REJECT` of any queued one remove it and emit `settled`, which the
 * gate turns into the awaiting promise's outcome. Stale ids (a double click) do nothing.
 */
export const approvalMachine = setup({
  types: {
    context: {} as { queue: PendingApproval[]; summaries: Record<string, ApprovalSummary> },
    events: {} as ApprovalEvent,
    emitted: {} as ApprovalSettled,
  },
  guards: {
    isShown: ({ context, event }) => event.type === 'APPROVE' && headId(context.queue) === event.id,
    isQueued: ({ context, event }) =>
      event.type === 'REJECT' && context.queue.some((item) => item.id === event.id),
    isEmpty: ({ context }) => context.queue.length === 0,
  },
}).createMachine({
  id: 'approval',
  context: { queue: [], summaries: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST: {
          target: 'awaiting',
          actions: assign(({ event }) => ({ queue: [event.approval], summaries: {} })),
        },
      },
    },
    awaiting: {
      always: { guard: 'isEmpty', target: 'idle' },
      on: {
        REQUEST: {
          actions: assign(({ context, event }) => ({ queue: [...context.queue, event.approval] })),
        },
        SUMMARIZED: {
          actions: assign(({ context, event }) => ({
            summaries: { ...context.summaries, [event.id]: event.summary },
          })),
        },
        APPROVE: {
          guard: 'isShown',
          actions: [
            emit(({ event }) => ({ type: 'settled', id: event.id, outcome: 'approved' as const })),
            assign(({ context }) => ({ queue: context.queue.slice(1) })),
          ],
        },
        REJECT: {
          guard: 'isQueued',
          actions: [
            emit(({ event }) => ({
              type: 'settled',
              id: event.id,
              outcome: 'rejected' as const,
              error: event.error,
            })),
            assign(({ context, event }) => ({
              queue: context.queue.filter((item) => item.id !== event.id),
            })),
          ],
        },
      },
    },
  },
})
export type ApprovalActor = ActorRefFrom<typeof approvalMachine>
