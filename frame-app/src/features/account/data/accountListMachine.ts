import type { ErrorData } from '@porthole/shared-protocol'
import { BALANCE_RETRY_MS, toErrorData } from '@porthole/shared-protocol'
import { assign, fromPromise, setup } from 'xstate'

/** SPEC §9: after a failed fetch, no new attempt for 30 s. */
export const LIST_RETRY_MS = BALANCE_RETRY_MS

/** Whose data: the connected address on one network (CAIP-2). */
export type AccountKey = { address: string; chainId: string }
export type ListPage<T> = { items: T[]; next: string | null }
export type FetchPage<T> = (key: AccountKey, cursor: string | null) => Promise<ListPage<T>>

type Context<T> = {
  key: AccountKey | null
  items: T[]
  next: string | null
  /** When the last failure happened; null after a success (SPEC §3 `lastRetry`). */
  lastRetry: number | null
  error: ErrorData | null
}
type Event = { type: 'LOAD'; key: AccountKey } | { type: 'MORE' } | { type: 'RESET' }

const sameKey = (a: AccountKey | null, b: AccountKey) =>
  a !== null && a.address.toLowerCase() === b.address.toLowerCase() && a.chainId === b.chainId

/**
 * One account list of the Account view (tokens, activity, NFTs) and SPEC §4's fetch rules:
 * `loading` while a page is on its way; a LOAD within 30 s of a failure for the same account
 * is skipped; a success clears the retry time; MORE fetches the page after `next`; LOAD for
 * another account or network starts over; RESET (disconnect) forgets everything.
 */
export function createAccountListMachine<T>(fetchPage: FetchPage<T>, now: () => number) {
  const empty: Context<T> = { key: null, items: [], next: null, lastRetry: null, error: null }
  return setup({
    types: { context: {} as Context<T>, events: {} as Event },
    actors: {
      fetch: fromPromise<ListPage<T>, { key: AccountKey; cursor: string | null }>(({ input }) =>
        fetchPage(input.key, input.cursor),
      ),
    },
    guards: {
      backingOff: ({ context, event }) =>
        event.type === 'LOAD' &&
        sameKey(context.key, event.key) &&
        context.lastRetry !== null &&
        now() - context.lastRetry < LIST_RETRY_MS,
      hasMore: ({ context }) => context.key !== null && context.next !== null,
    },
  }).createMachine({
    id: 'accountList',
    context: empty,
    initial: 'idle',
    on: {
      RESET: { target: '.idle', actions: assign(() => empty) },
      LOAD: [
        { guard: 'backingOff' },
        {
          target: '.loading',
          reenter: true,
          actions: assign(({ context, event }) =>
            sameKey(context.key, event.key) ? { key: event.key } : { ...empty, key: event.key },
          ),
        },
      ],
    },
    states: {
      idle: {},
      ready: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
      failed: {},
      loading: {
        invoke: {
          src: 'fetch',
          input: ({ context }) => ({ key: context.key!, cursor: null }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({
              items: event.output.items,
              next: event.output.next,
              lastRetry: null,
              error: null,
            })),
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({
              items: [],
              next: null,
              lastRetry: now(),
              error: toErrorData(event.error),
            })),
          },
        },
      },
      loadingMore: {
        invoke: {
          src: 'fetch',
          input: ({ context }) => ({ key: context.key!, cursor: context.next }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              items: [...context.items, ...event.output.items],
              next: event.output.next,
              lastRetry: null,
              error: null,
            })),
          },
          onError: {
            target: 'ready',
            actions: assign(({ event }) => ({ lastRetry: now(), error: toErrorData(event.error) })),
          },
        },
      },
    },
  })
}
