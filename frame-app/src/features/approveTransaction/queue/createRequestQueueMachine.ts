import { assign, emit, setup } from 'xstate'
import type { ApprovalSummary } from '../summary/ApprovalSummary.ts'

export type RequestQueueEvent<Item, Outcome> =
  | { type: 'REQUEST'; item: Item }
  /** A queued request's decoded summary arrived (decoding starts with the request). */
  | { type: 'SUMMARIZED'; id: string; summary: ApprovalSummary }
  /** The request was answered (`outcome` says how): it leaves the queue. */
  | { type: 'SETTLE'; id: string; outcome: Outcome }

export type RequestSettled<Outcome> = { type: 'settled'; id: string; outcome: Outcome }

export type RequestQueueOptions<Item, Outcome> = {
  id: string
  /** Whether `SETTLE` of `id` with `outcome` counts now; one that does not changes nothing. */
  maySettle: (queue: readonly Item[], id: string, outcome: Outcome) => boolean
}

/**
 * A queue of requests shown one at a time: they wait in order, the first is the one on screen,
 * and each one's decoded summary joins `summaries` when it is ready. `SETTLE` of a request
 * `maySettle` allows removes it and emits `settled` with its outcome; a stale id (a double
 * click, a request already gone) does nothing. Empty again, the queue is `idle`.
 */
export function createRequestQueueMachine<Item extends { id: string }, Outcome>(
  options: RequestQueueOptions<Item, Outcome>,
) {
  return setup({
    types: {
      context: {} as { queue: Item[]; summaries: Record<string, ApprovalSummary> },
      events: {} as RequestQueueEvent<Item, Outcome>,
      emitted: {} as RequestSettled<Outcome>,
    },
    guards: {
      isEmpty: ({ context }) => context.queue.length === 0,
      maySettle: ({ context, event }) =>
        event.type === 'SETTLE' && options.maySettle(context.queue, event.id, event.outcome),
    },
  }).createMachine({
    id: options.id,
    context: { queue: [], summaries: {} },
    initial: 'idle',
    states: {
      idle: {
        on: {
          REQUEST: {
            target: 'waiting',
            actions: assign(({ event }) => ({ queue: [event.item], summaries: {} })),
          },
        },
      },
      waiting: {
        always: { guard: 'isEmpty', target: 'idle' },
        on: {
          REQUEST: {
            actions: assign(({ context, event }) => ({ queue: [...context.queue, event.item] })),
          },
          SUMMARIZED: {
            actions: assign(({ context, event }) => ({
              summaries: { ...context.summaries, [event.id]: event.summary },
            })),
          },
          SETTLE: {
            guard: 'maySettle',
            actions: [
              emit(({ event }) => ({ type: 'settled', id: event.id, outcome: event.outcome })),
              assign(({ context, event }) => ({
                queue: context.queue.filter((item) => item.id !== event.id),
              })),
            ],
          },
        },
      },
    },
  })
}
