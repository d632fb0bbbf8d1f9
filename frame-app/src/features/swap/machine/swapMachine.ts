import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from '@porthole/shared-protocol'
import type { SwapQuote } from '@porthole/shared-protocol/dataApi'
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { SwapServices } from '../SwapServices.ts'
import type { SwapContext, SwapEvent, SwapFailure } from './SwapContext.ts'
import { swapActors } from './swapActors.ts'
import { swapGuards } from './swapGuards.ts'
import { tradeItemOf } from './tradeItemOf.ts'

/** A quote for the form's amounts: shown when it comes (`target`), else `onError`. */
const fetchQuote = (target: 'quoted' | 'current', onError: string) => ({
  src: 'quote' as const,
  input: ({ context }: { context: SwapContext }) => context,
  onDone: { target, actions: 'setQuote' as const },
  onError,
})

/** The balances read again after a swap; those shown stay as they were when they cannot be. */
const refreshBalances = {
  src: 'refresh' as const,
  input: ({ context }: { context: SwapContext }) => context,
  onDone: { actions: 'setBalances' as const },
  onError: {},
}

/** A step's end in `failed`, saying why. */
const failWith = (failure: SwapFailure) => ({
  target: '#swap.failed',
  actions: { type: 'fail' as const, params: { failure } },
})

/** A wallet step's error: the user's refusal and any other failure are told apart. */
const rejectedOrFailed = (rejected: SwapFailure, failed: SwapFailure) => [
  { guard: 'rejected' as const, ...failWith(rejected) },
  failWith(failed),
]

/**
 * The swap flow (SPEC §1, §7): tokens and balances → form (debounced quote, refreshed in the
 * background when stale, Swap usable meanwhile) → preview (its quote refreshed in place) → allowance check → approve when short →
 * build → send → pending → success (back on Account, balances read again), or a failure that
 * says why; `RETRY` goes back to the form.
 */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as { services: SwapServices },
  },
  actors: swapActors,
  actions: {
    fail: assign((_, params: { failure: SwapFailure }) => ({ failure: params.failure })),
    setBalances: assign({
      balances: ({ event }) => (event as unknown as { output: SwapContext['balances'] }).output,
    }),
    setQuote: assign({ quote: ({ event }) => (event as unknown as { output: SwapQuote }).output }),
    failLoad: assign(({ event }) => ({
      failure: (event as { error?: { failure?: SwapFailure } }).error?.failure ?? 'loadFailed',
    })),
    // Activity, the live region and the snackbar hear of the swap as the chain settles it.
    record: ({ context }) =>
      context.services.recordSwap(tradeItemOf(context, context.hash ?? '', new Date())),
    settle: ({ context }, params: { status: 'confirmed' | 'failed' }) =>
      context.services.settleSwap(context.hash ?? '', params.status),
  },
  guards: swapGuards,
  delays: {
    debounce: ({ context }) => context.services.debounceMs,
    quoteTtl: ({ context }) => context.services.quoteTtlMs,
  },
}).createMachine({
  id: 'swap',
  context: ({ input }) => ({
    services: input.services,
    account: null,
    tokens: [],
    balances: {},
    gasPrice: null,
    from: '',
    to: '',
    amount: '',
    slippage: DEFAULT_SWAP_SLIPPAGE_PERCENT,
    quote: null,
    approved: false,
    tx: null,
    hash: null,
    failure: null,
  }),
  initial: 'idle',
  on: {
    START: [
      {
        guard: 'hasAccount',
        target: '.loading',
        actions: assign(({ event }) => ({
          account: event.account,
          quote: null,
          amount: '',
          hash: null,
          failure: null,
        })),
      },
      { target: '.needsAccount', actions: assign({ account: null }) },
    ],
  },
  states: {
    idle: {},
    needsAccount: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ services: context.services, account: context.account! }),
        onDone: {
          target: 'form',
          actions: assign(({ event }) => {
            const { tokens, balances, gasPrice } = event.output
            return {
              tokens,
              balances,
              gasPrice,
              from: tokens[0]?.address ?? '',
              to: tokens[1]?.address ?? '',
            }
          }),
        },
        onError: { target: 'failed', actions: 'failLoad' },
      },
    },
    form: {
      initial: 'debouncing',
      on: {
        SET: {
          target: '.debouncing',
          reenter: true,
          actions: assign(({ context, event }) => {
            if (event.field !== 'slippage') return { [event.field]: event.value, quote: null }
            const value = Number(event.value)
            const ok = event.value.trim() !== '' && value >= 0 && value <= 50
            return { slippage: ok ? value : context.slippage, quote: null }
          }),
        },
        FLIP: {
          target: '.debouncing',
          reenter: true,
          actions: assign(({ context }) => ({ from: context.to, to: context.from, quote: null })),
        },
      },
      states: {
        debouncing: {
          always: { guard: 'cannotQuote', target: 'incomplete' },
          after: { debounce: 'quoting' },
        },
        incomplete: {},
        quoting: {
          invoke: fetchQuote('quoted', 'quoteFailed'),
        },
        quoted: {
          after: { quoteTtl: 'requoting' },
          on: { SWAP: { guard: 'canSwap', target: 'review' } },
        },
        // The shown quote went stale: a fresh one is fetched in the background while the shown
        // one and Swap stay usable, and replaces it when it comes. Swap pressed meanwhile is not
        // lost: it opens the preview, which waits for a fresh quote with Confirm held ("Getting
        // the best price"), so what is confirmed is a quote still valid.
        requoting: {
          invoke: fetchQuote('quoted', 'quoteFailed'),
          on: { SWAP: { guard: 'canSwap', target: 'review.refreshing' } },
        },
        // The preview: a quote that goes stale here is fetched again and shown in the preview,
        // with Confirm held until it is there; no quote now is the form's quoteFailed.
        review: {
          initial: 'current',
          on: { EDIT: 'quoted' },
          states: {
            current: {
              after: { quoteTtl: 'refreshing' },
              on: { CONFIRM: { guard: 'canSwap', target: '#swap.swapping' } },
            },
            refreshing: {
              invoke: fetchQuote('current', '#swap.form.quoteFailed'),
            },
          },
        },
        quoteFailed: { on: { RETRY: 'quoting' } },
      },
    },
    swapping: {
      initial: 'checkingAllowance',
      entry: assign({ approved: false, hash: null, failure: null }),
      // The view shown again over the same account while the swap is under way (an embedded
      // wallet's ApproveTransaction was on top of it): the swap carries on to its result.
      on: { START: { guard: 'sameAccount' } },
      states: {
        checkingAllowance: {
          invoke: {
            src: 'allowance',
            input: ({ context }) => context,
            onDone: [{ guard: 'allowanceShort', target: 'approving' }, { target: 'building' }],
            onError: failWith('buildFailed'),
          },
        },
        approving: {
          invoke: {
            src: 'approve',
            input: ({ context }) => context,
            onDone: { target: 'building', actions: assign({ approved: true }) },
            onError: rejectedOrFailed('approveRejected', 'approveFailed'),
          },
        },
        building: {
          invoke: {
            src: 'build',
            input: ({ context }) => context,
            onDone: { target: 'sending', actions: assign({ tx: ({ event }) => event.output }) },
            onError: failWith('buildFailed'),
          },
        },
        sending: {
          invoke: {
            src: 'send',
            input: ({ context }) => ({ services: context.services, tx: context.tx! }),
            onDone: {
              target: 'pending',
              actions: [assign({ hash: ({ event }) => event.output }), 'record'],
            },
            onError: rejectedOrFailed('swapRejected', 'buildFailed'),
          },
        },
        pending: {
          invoke: {
            src: 'receipt',
            input: ({ context }) => context,
            onDone: [
              {
                guard: ({ event }) => event.output === 'success',
                target: '#swap.success',
                actions: { type: 'settle', params: { status: 'confirmed' } },
              },
              {
                guard: ({ event }) => event.output === 'reverted',
                target: '#swap.failed',
                actions: [
                  { type: 'fail', params: { failure: 'reverted' } },
                  { type: 'settle', params: { status: 'failed' } },
                ],
              },
              failWith('timeout'),
            ],
            onError: failWith('timeout'),
          },
        },
      },
    },
    // Confirmed: back on Account's Tokens, where the snackbar says what was swapped.
    success: {
      entry: ({ context }) => context.services.returnToAccount(),
      invoke: refreshBalances,
    },
    failed: {
      invoke: refreshBalances,
      on: {
        RETRY: [
          { guard: ({ context }) => context.tokens.length === 0, target: 'loading' },
          { target: 'form', actions: assign({ failure: null, quote: null }) },
        ],
      },
    },
  },
})

export type SwapActor = ActorRefFrom<typeof swapMachine>
