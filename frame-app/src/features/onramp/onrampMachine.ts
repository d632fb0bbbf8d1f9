import type { OnrampOptions, OnrampQuote } from '@porthole/shared-protocol/dataApi'
import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import { startsWithAccount } from '../../guards/flowGuards.ts'
import { purchaseKey, watchPurchases } from './actors/watchPurchases.ts'
import { checkAmount } from './checkAmount.ts'
import type { OnrampServices } from './OnrampServices.ts'
import { networkFor, pickPurchase } from './pickPurchase.ts'

export type OnrampAccount = { address: string; chainId: number | null }
export type OnrampField = 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'amount'

export type OnrampContext = {
  services: OnrampServices
  account: OnrampAccount | null
  options: OnrampOptions | null
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  amount: string
  quote: OnrampQuote | null
  url: string | null
  /**
   * The network the purchase lands on and the purchases its history listed before (null: the
   * account's history cannot be read, so the purchase cannot be watched).
   */
  watch: { chainId: number; seen: string[] } | null
  /** How much the purchase delivered, as the history lists it (a decimal string). */
  received: string | null
  /** The last quote request failed (the api itself was unreachable). */
  quoteFailed: boolean
}

export type OnrampEvent =
  | { type: 'START'; account: OnrampAccount | null }
  | { type: 'SELECT_PROVIDER' }
  | { type: 'SET'; field: OnrampField; value: string }
  | { type: 'QUOTE' }
  | { type: 'CHANGE' }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'ARRIVED'; received: string }
  | { type: 'FAILED' }

/** The limit of the chosen payment method in the chosen currency. */
export function currentLimit(context: OnrampContext) {
  return context.options?.paymentCurrencies
    .find((c) => c.id === context.paymentCurrency)
    ?.payment_method_limits.find((l) => l.id === context.paymentMethod)
}

const network = (context: OnrampContext) =>
  context.options
    ? networkFor(context.options, context.purchaseCurrency, context.account?.chainId ?? null)
    : null

/**
 * The on-ramp flow (SPEC §1, §3, §7): options → provider → amount (limits enforced) → quote
 * (or SPEC §8's estimate) with the provider URL prepared, both fetched again when they
 * expire (`quoteTtlMs`) → waiting until the bought tokens
 * arrive on chain → success, or failed when the provider says the purchase failed (`RETRY`:
 * the amount again). `START` begins again from the options.
 */
export const onrampMachine = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
    input: {} as { services: OnrampServices },
  },
  actors: {
    loadOptions: fromPromise<OnrampOptions, OnrampServices>(({ input }) => input.getOptions()),
    getQuote: fromPromise<OnrampQuote, OnrampContext>(({ input }) =>
      input.services.getQuote({
        purchaseCurrency: input.purchaseCurrency,
        paymentCurrency: input.paymentCurrency,
        amount: input.amount.trim(),
        network: network(input)?.name ?? '',
        paymentMethod: input.paymentMethod,
      }),
    ),
    prepare: fromPromise<{ url: string; watch: OnrampContext['watch'] }, OnrampContext>(
      async ({ input }) => {
        const target = network(input)
        const address = input.account?.address ?? ''
        const seen = target
          ? await input.services.getPurchases(address, target.chain_id).catch(() => null)
          : null
        const url = await input.services.generateUrl({
          destinationWallets: [
            { address, blockchains: [target?.name ?? ''], assets: [input.purchaseCurrency] },
          ],
          defaultNetwork: target?.name ?? '',
          defaultAsset: input.purchaseCurrency,
          partnerUserId: address,
          defaultExperience: 'buy',
          presetFiatAmount: input.amount.trim(),
          fiatCurrency: input.paymentCurrency,
          defaultPaymentMethod: input.paymentMethod,
          ...(input.quote && !input.quote.fallback ? { quoteId: input.quote.quoteId } : {}),
        })
        return {
          url,
          watch: seen && target ? { chainId: target.chain_id, seen: seen.map(purchaseKey) } : null,
        }
      },
    ),
    watchPurchases,
  },
  delays: {
    quoteTtl: ({ context }) => context.services.quoteTtlMs,
  },
  guards: {
    amountValid: ({ context }) =>
      checkAmount(context.amount, currentLimit(context), context.paymentCurrency) === null,
    hasAccount: startsWithAccount,
  },
}).createMachine({
  id: 'onramp',
  context: ({ input }) => ({
    services: input.services,
    account: null,
    options: null,
    purchaseCurrency: '',
    paymentCurrency: '',
    paymentMethod: '',
    amount: '',
    quote: null,
    url: null,
    watch: null,
    received: null,
    quoteFailed: false,
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
          url: null,
          watch: null,
          received: null,
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
        src: 'loadOptions',
        input: ({ context }) => context.services,
        onDone: {
          target: 'providers',
          actions: assign(({ context, event }) => ({
            options: event.output,
            ...pickPurchase(event.output, context.account?.chainId ?? null),
          })),
        },
        onError: 'optionsFailed',
      },
    },
    optionsFailed: { on: { RETRY: 'loading' } },
    providers: { on: { SELECT_PROVIDER: 'amount' } },
    amount: {
      on: {
        SET: {
          actions: assign(({ context, event }) => {
            const next = { ...context, [event.field]: event.value, quoteFailed: false }
            if (event.field !== 'paymentCurrency') return next
            // A currency's methods differ: keep the method if it has one, else its first.
            const methods =
              context.options?.paymentCurrencies.find((c) => c.id === event.value)
                ?.payment_method_limits ?? []
            const kept = methods.some((m) => m.id === context.paymentMethod)
            return { ...next, paymentMethod: kept ? context.paymentMethod : (methods[0]?.id ?? '') }
          }),
        },
        QUOTE: { guard: 'amountValid', target: 'quoting', actions: assign({ quoteFailed: false }) },
      },
    },
    quoting: {
      invoke: {
        src: 'getQuote',
        input: ({ context }) => context,
        onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'amount', actions: assign({ quoteFailed: true }) },
      },
    },
    quoted: {
      on: { CHANGE: 'amount' },
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            src: 'prepare',
            input: ({ context }) => context,
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                url: event.output.url,
                watch: event.output.watch,
              })),
            },
            onError: 'unavailable',
          },
        },
        ready: {
          on: { CONTINUE: '#onramp.waiting' },
          // The provider's session token and quote expire: fetch both again before they do.
          after: { quoteTtl: 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'getQuote',
            input: ({ context }) => context,
            onDone: {
              target: 'preparing',
              actions: assign({ quote: ({ event }) => event.output }),
            },
            onError: { target: '#onramp.amount', actions: assign({ quoteFailed: true }) },
          },
        },
        unavailable: { on: { RETRY: 'preparing' } },
      },
    },
    waiting: {
      on: {
        CANCEL: 'amount',
        ARRIVED: {
          target: 'success',
          actions: assign({ received: ({ event }) => event.received }),
        },
        FAILED: 'failed',
      },
      invoke: {
        src: 'watchPurchases',
        input: ({ context }) => {
          const watch = context.watch
          return {
            seen: watch?.seen ?? [],
            intervalMs: context.services.pollIntervalMs,
            read: async () => {
              if (!watch || !context.account) throw new Error('nothing to watch')
              return context.services.getPurchases(context.account.address, watch.chainId)
            },
          }
        },
      },
    },
    success: {},
    // The provider declined the payment: nothing was sent; Try again picks the amount anew.
    failed: { on: { RETRY: 'amount' } },
  },
})

export type OnrampActor = ActorRefFrom<typeof onrampMachine>
