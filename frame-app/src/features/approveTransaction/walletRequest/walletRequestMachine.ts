import { type ActorRefFrom, assign, setup } from 'xstate'
import type { ApprovalContext, ApprovalRequest } from '../ApprovalRequest.ts'
import type { ApprovalSummary } from '../summary/ApprovalSummary.ts'

/** A host request an external wallet is asked in its own prompt, and which wallet. */
export type WalletRequest = {
  id: string
  request: ApprovalRequest
  context: ApprovalContext & { walletName: string }
}

export type WalletRequestEvent =
  | { type: 'REQUEST'; item: WalletRequest }
  /** Its decoded summary arrived (decoding starts with the request). */
  | { type: 'SUMMARIZED'; id: string; summary: ApprovalSummary }
  /** The wallet answered it (approved, rejected or failed): it leaves the panel. */
  | { type: 'ANSWERED'; id: string }

/**
 * The wallet-prompt panel's list: the host requests an external wallet has in its own prompt,
 * oldest first (the first is the one on screen), each with its decoded summary once ready.
 * Nothing here answers a request: the wallet does, and `ANSWERED` removes it.
 */
export const walletRequestMachine = setup({
  types: {
    context: {} as { queue: WalletRequest[]; summaries: Record<string, ApprovalSummary> },
    events: {} as WalletRequestEvent,
  },
  guards: {
    isEmpty: ({ context }) => context.queue.length === 0,
    isWaiting: ({ context, event }) =>
      event.type !== 'REQUEST' && context.queue.some((item) => item.id === event.id),
  },
}).createMachine({
  id: 'walletRequest',
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
          guard: 'isWaiting',
          actions: assign(({ context, event }) => ({
            summaries: { ...context.summaries, [event.id]: event.summary },
          })),
        },
        ANSWERED: {
          guard: 'isWaiting',
          actions: assign(({ context, event }) => ({
            queue: context.queue.filter((item) => item.id !== event.id),
          })),
        },
      },
    },
  },
})
export type WalletRequestActor = ActorRefFrom<typeof walletRequestMachine>
