import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from '@porthole/shared-protocol'
import type { SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import { parseTokenAmount } from './parseTokenAmount.ts'
import type { SwapQuoteRequest, SwapServices } from './SwapServices.ts'

export type SwapAccount = { address: string; chainId: string }

/** Why a swap stopped; the view says it in words. */
export type SwapFailure =
  | 'unsupported'
  | 'loadFailed'
  | 'approveRejected'
  | 'approveFailed'
  | 'buildFailed'
  | 'swapRejected'
  | 'reverted'
  | 'timeout'

export type SwapContext = {
  services: SwapServices
  account: SwapAccount | null
  tokens: SwapToken[]
  balances: Record<string, bigint>
  from: string
  to: string
  amount: string
  slippage: number
  quote: SwapQuote | null
  /** The approval was sent during this swap. */
  approved: boolean
  /** The swap transaction as built, until it is sent. */
  tx: SwapTx | null
  hash: string | null
  failure: SwapFailure | null
}

export type SwapField = 'from' | 'to' | 'amount' | 'slippage'

export type SwapEvent =
  | { type: 'START'; account: SwapAccount | null }
  | { type: 'SET'; field: SwapField; value: string }
  | { type: 'FLIP' }
  | { type: 'SWAP' }
  | { type: 'CONFIRM' }
  | { type: 'EDIT' }
  | { type: 'RETRY' }

/** Why the form cannot be quoted or swapped yet; null when it can. */
export function amountProblem(
  context: Pick<SwapContext, 'tokens' | 'balances' | 'from' | 'to' | 'amount'>,
): 'missing' | 'invalid' | 'sameToken' | 'insufficient' | null {
  if (context.amount.trim() === '') return 'missing'
  if (context.from === context.to) return 'sameToken'
  const token = context.tokens.find((t) => t.address === context.from)
  const units = token ? parseTokenAmount(context.amount, token.decimals) : null
  if (units === null) return 'invalid'
  return units > (context.balances[context.from] ?? 0n) ? 'insufficient' : null
}

/** The request for the form as it stands (its amount must parse). */
export function swapRequest(context: SwapContext): SwapQuoteRequest {
  const token = context.tokens.find((t) => t.address === context.from)
  return {
    amount: parseTokenAmount(context.amount, token?.decimals ?? 18) ?? 0n,
    from: context.from,
    to: context.to,
    userAddress: `${context.account?.chainId}:${context.account?.address}`,
    slippage: context.slippage,
  }
}

const rejected = (error: unknown) => (error as { code?: unknown } | null)?.code === 4001

/** A transaction sent and mined; throws `rejected` or the receipt's status when not a success. */
async function sendAndWait(services: SwapServices, tx: SwapTx) {
  const hash = await services.send(tx)
  const status = await services.waitForReceipt(hash)
  if (status !== 'success') throw Object.assign(new Error(status), { status })
  return hash
}

/**
 * The swap flow (SPEC §1, §7): tokens and balances → form (debounced quote, refreshed when
 * stale) → preview → allowance check → approve when short → build → send → pending → success with
 * fresh balances, or a failure that says why; `RETRY` goes back to the form.
 */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as { services: SwapServices },
  },
  actors: {
    load: fromPromise<
      { tokens: SwapToken[]; balances: Record<string, bigint> },
      { services: SwapServices; account: SwapAccount }
    >(async ({ input }) => {
      const [tokens, balances] = await Promise.all([
        input.services.getTokens(input.account.chainId),
        input.services.getBalances(input.account.address, input.account.chainId),
      ])
      return { tokens, balances }
    }),
    quote: fromPromise<SwapQuote, SwapContext>(({ input }) =>
      input.services.getQuote(swapRequest(input)),
    ),
    allowance: fromPromise<bigint, SwapContext>(({ input }) =>
      input.services.getAllowance(input.from, swapRequest(input).userAddress),
    ),
    approve: fromPromise<string, SwapContext>(async ({ input }) => {
      const { from, to, userAddress } = swapRequest(input)
      return sendAndWait(
        input.services,
        await input.services.buildApprove({ from, to, userAddress }),
      )
    }),
    build: fromPromise<SwapTx, SwapContext>(({ input }) =>
      input.services.buildSwap(swapRequest(input)),
    ),
    send: fromPromise<string, { services: SwapServices; tx: SwapTx }>(({ input }) =>
      input.services.send(input.tx),
    ),
    receipt: fromPromise<'success' | 'reverted' | 'timeout', SwapContext>(({ input }) =>
      input.services.waitForReceipt(input.hash ?? ''),
    ),
    refresh: fromPromise<Record<string, bigint>, SwapContext>(({ input }) =>
      input.services.getBalances(input.account?.address ?? '', input.account?.chainId ?? ''),
    ),
  },
  actions: {
    fail: assign((_, params: { failure: SwapFailure }) => ({ failure: params.failure })),
  },
  guards: {
    hasAccount: ({ event }) => event.type === 'START' && event.account !== null,
    cannotQuote: ({ context }) => {
      const problem = amountProblem(context)
      return problem !== null && problem !== 'insufficient'
    },
    canSwap: ({ context }) => amountProblem(context) === null && context.quote !== null,
    unsupported: ({ event }) => (event as { error?: { status?: unknown } }).error?.status === 400,
    allowanceShort: ({ context, event }) =>
      (event as { output?: bigint }).output! < swapRequest(context).amount,
    rejected: ({ event }) => rejected((event as { error?: unknown }).error),
  },
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
            const { tokens, balances } = event.output
            return {
              tokens,
              balances,
              from: tokens[0]?.address ?? '',
              to: tokens[1]?.address ?? '',
            }
          }),
        },
        onError: [
          {
            guard: 'unsupported',
            target: 'failed',
            actions: { type: 'fail', params: { failure: 'unsupported' } },
          },
          { target: 'failed', actions: { type: 'fail', params: { failure: 'loadFailed' } } },
        ],
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
          invoke: {
            src: 'quote',
            input: ({ context }) => context,
            onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
            onError: 'quoteFailed',
          },
        },
        quoted: {
          after: { quoteTtl: 'quoting' },
          on: { SWAP: { guard: 'canSwap', target: 'review' } },
        },
        // The preview: a quote that goes stale here is fetched again and shown in the form.
        review: {
          after: { quoteTtl: 'quoting' },
          on: {
            CONFIRM: { guard: 'canSwap', target: '#swap.swapping' },
            EDIT: 'quoted',
          },
        },
        quoteFailed: { on: { RETRY: 'quoting' } },
      },
    },
    swapping: {
      initial: 'checkingAllowance',
      entry: assign({ approved: false, hash: null, failure: null }),
      states: {
        checkingAllowance: {
          invoke: {
            src: 'allowance',
            input: ({ context }) => context,
            onDone: [{ guard: 'allowanceShort', target: 'approving' }, { target: 'building' }],
            onError: {
              target: '#swap.failed',
              actions: { type: 'fail', params: { failure: 'buildFailed' } },
            },
          },
        },
        approving: {
          invoke: {
            src: 'approve',
            input: ({ context }) => context,
            onDone: { target: 'building', actions: assign({ approved: true }) },
            onError: [
              {
                guard: 'rejected',
                target: '#swap.failed',
                actions: { type: 'fail', params: { failure: 'approveRejected' } },
              },
              {
                target: '#swap.failed',
                actions: { type: 'fail', params: { failure: 'approveFailed' } },
              },
            ],
          },
        },
        building: {
          invoke: {
            src: 'build',
            input: ({ context }) => context,
            onDone: { target: 'sending', actions: assign({ tx: ({ event }) => event.output }) },
            onError: {
              target: '#swap.failed',
              actions: { type: 'fail', params: { failure: 'buildFailed' } },
            },
          },
        },
        sending: {
          invoke: {
            src: 'send',
            input: ({ context }) => ({ services: context.services, tx: context.tx! }),
            onDone: { target: 'pending', actions: assign({ hash: ({ event }) => event.output }) },
            onError: [
              {
                guard: 'rejected',
                target: '#swap.failed',
                actions: { type: 'fail', params: { failure: 'swapRejected' } },
              },
              {
                target: '#swap.failed',
                actions: { type: 'fail', params: { failure: 'buildFailed' } },
              },
            ],
          },
        },
        pending: {
          invoke: {
            src: 'receipt',
            input: ({ context }) => context,
            onDone: [
              { guard: ({ event }) => event.output === 'success', target: '#swap.success' },
              {
                guard: ({ event }) => event.output === 'reverted',
                target: '#swap.failed',
                actions: { type: 'fail', params: { failure: 'reverted' } },
              },
              { target: '#swap.failed', actions: { type: 'fail', params: { failure: 'timeout' } } },
            ],
            onError: {
              target: '#swap.failed',
              actions: { type: 'fail', params: { failure: 'timeout' } },
            },
          },
        },
      },
    },
    success: {
      invoke: {
        src: 'refresh',
        input: ({ context }) => context,
        onDone: { actions: assign({ balances: ({ event }) => event.output }) },
        // The balances shown stay as they were when they cannot be read again.
        onError: {},
      },
    },
    failed: {
      invoke: {
        src: 'refresh',
        input: ({ context }) => context,
        onDone: { actions: assign({ balances: ({ event }) => event.output }) },
        // The balances shown stay as they were when they cannot be read again.
        onError: {},
      },
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
