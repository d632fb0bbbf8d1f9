import { assign, fromPromise, setup } from 'xstate'

export type PendingTransactionsInput = {
  /** A read-only JSON-RPC call on the network (the chain client). */
  request: (method: string, params: unknown[]) => Promise<unknown>
  /** SPEC §9: 30 000 ms by default. */
  intervalMs: number
  /** SPEC §9: polling stops once this many pending transactions were seen (99). */
  maxPending: number
  /** New pending transaction hashes, as each poll finds them. */
  onPending: (hashes: string[]) => void
}

type Context = PendingTransactionsInput & {
  filterId: string | null
  seen: number
  stopRequested: boolean
}

const hashes = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((item): item is string => typeof item === 'string') : []

/**
 * SPEC §7/§9 pending-transaction watching: installs a filter (`eth_newPendingTransactionFilter`),
 * asks for its changes every `intervalMs` (`eth_getFilterChanges`) and hands the new hashes to
 * `onPending`; once `maxPending` were seen, or on STOP, it uninstalls the filter
 * (`eth_uninstallFilter`) and stops. A node without the filter methods ends in `failed`.
 */
export const pendingTransactionsMachine = setup({
  types: {
    context: {} as Context,
    input: {} as PendingTransactionsInput,
    events: {} as { type: 'STOP' },
  },
  actors: {
    install: fromPromise<unknown, Context>(({ input }) =>
      input.request('eth_newPendingTransactionFilter', []),
    ),
    changes: fromPromise<unknown, Context>(({ input }) =>
      input.request('eth_getFilterChanges', [input.filterId]),
    ),
    uninstall: fromPromise<unknown, Context>(({ input }) =>
      input.request('eth_uninstallFilter', [input.filterId]),
    ),
  },
  delays: { interval: ({ context }) => context.intervalMs },
  guards: {
    done: ({ context }) => context.stopRequested || context.seen >= context.maxPending,
  },
}).createMachine({
  id: 'pendingTransactions',
  context: ({ input }) => ({ ...input, filterId: null, seen: 0, stopRequested: false }),
  initial: 'installing',
  on: { STOP: { actions: assign({ stopRequested: true }) } },
  states: {
    installing: {
      invoke: {
        src: 'install',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => typeof event.output !== 'string',
            target: 'failed',
          },
          {
            guard: ({ context }) => context.stopRequested,
            target: 'uninstalling',
            actions: assign({ filterId: ({ event }) => event.output as string }),
          },
          {
            target: 'waiting',
            actions: assign({ filterId: ({ event }) => event.output as string }),
          },
        ],
        onError: 'failed',
      },
    },
    waiting: {
      after: { interval: 'polling' },
      on: { STOP: 'uninstalling' },
    },
    polling: {
      invoke: {
        src: 'changes',
        input: ({ context }) => context,
        onDone: [
          {
            target: 'checking',
            actions: [
              ({ context, event }) => {
                const found = hashes(event.output)
                if (found.length > 0) context.onPending(found)
              },
              assign({ seen: ({ context, event }) => context.seen + hashes(event.output).length }),
            ],
          },
        ],
        onError: 'uninstalling',
      },
    },
    checking: {
      always: [{ guard: 'done', target: 'uninstalling' }, { target: 'waiting' }],
    },
    uninstalling: {
      invoke: {
        src: 'uninstall',
        input: ({ context }) => context,
        onDone: 'stopped',
        onError: 'stopped',
      },
    },
    stopped: { type: 'final' },
    failed: { type: 'final' },
  },
})
