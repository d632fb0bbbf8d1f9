import { ErrorCode, type PayResult } from '@porthole/shared-protocol'
import { type ActorRefFrom, and, assign, raise, setup } from 'xstate'
import type { PayContext, PayEvent, PayFailure } from './machine/PayContext.ts'
import type { PayOrder } from './machine/PayOrder.ts'
import type { PayServices } from './machine/PayServices.ts'
import { payActors } from './machine/payActors.ts'

const SWAP = { type: 'SWAP_AND_PAY' } as const
const BUY_CANCELLED = { failure: 'buyCancelled' } as const
/** Failures after which Try again reads the balance anew (and prepares a new checkout). */
const RELOAD: (PayFailure | null)[] = ['swap', 'buy', 'buyCancelled']

const declined = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === ErrorCode.userRejected

/** A wallet step's error: the visitor declining ends in `declined`, anything else in `failed`. */
const declinedOrFailed = (failure: PayFailure) => [
  {
    guard: ({ event }: { event: { error: unknown } }) => declined(event.error),
    target: 'declined',
  },
  { target: 'failed', actions: { type: 'fail' as const, params: { failure } } },
]

/** What a step that talks to the wallet or the api is given: the services and the order. */
const servicesAndOrder = ({ context }: { context: PayContext }) => ({
  services: context.services,
  order: context.order,
})
/** The same, and the account that pays. */
const servicesOrderAccount = ({ context }: { context: PayContext }) => ({
  ...servicesAndOrder({ context }),
  account: context.account!,
})

/**
 * One payment (`modal.pay`): the balance of the asset → ready; when it is short, `offer` (a
 * swap from the native coin that makes it up: SWAP_AND_PAY switches, swaps, then pays), `buy`
 * (nothing held can pay: BUY opened the on-ramp's checkout for the coin, `buying` waits for it
 * to arrive, then the balance is read again and the payment goes on by itself, with a swap
 * first for a token) or insufficient, said plainly → PAY: the wallet switched to the order's network when it is elsewhere → sent → confirmed
 * on the chain → recorded with the api (which checks it) → done, with the host's result. The
 * visitor declining in the wallet ends in `declined`; other failures say why, and RETRY goes
 * back to the step that failed (a sent payment is never sent again: it is awaited or recorded).
 * A payment sent before a reload starts at its confirmation.
 */
export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    /** `hash`: a payment already sent (before a reload), resumed at its confirmation. */
    input: {} as {
      services: PayServices
      order: PayOrder
      hash?: string | undefined
      /** The wallet takes CAIP-358 `wallet_pay`: it is asked first. */
      direct?: boolean | undefined
    },
    output: {} as PayResult | null,
  },
  actors: payActors,
  delays: { buyTtl: ({ context }) => context.services.buyTtlMs },
  actions: {
    fail: assign((_, params: { failure: PayFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    switched: assign(({ context }) => ({
      account: context.account && {
        ...context.account,
        caipNetworkId: context.order.caipNetworkId,
      },
    })),
  },
  guards: {
    enough: ({ context }) => (context.balance ?? 0n) >= context.order.units,
    swappable: ({ context }) => context.offer !== null,
    buyable: ({ context }) => context.buy !== null,
    bought: ({ context }) => context.bought,
    swapFirst: ({ context }) => context.swapFirst,
    elsewhere: ({ context }) => context.account?.caipNetworkId !== context.order.caipNetworkId,
    sent: ({ context }) => context.hash !== null,
    recordFailed: ({ context }) => context.failure === 'record',
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => ({
    services: input.services,
    order: input.order,
    direct: input.direct ?? false,
    account: null,
    balance: null,
    offers: [],
    offer: null,
    buy: null,
    bought: false,
    swapFirst: false,
    hash: input.hash ?? null,
    result: null,
    failure: null,
  }),
  initial: 'start',
  output: ({ context }) => context.result,
  states: {
    start: {
      always: [
        { guard: 'sent', target: 'confirming' },
        { guard: ({ context }) => context.direct, target: 'walletPay' },
        { target: 'loading' },
      ],
    },
    walletPay: {
      entry: 'clearFailure',
      invoke: {
        src: 'walletPay',
        input: servicesAndOrder,
        onDone: [
          // The wallet cannot: the view takes the payment.
          { guard: ({ event }) => event.output === null, target: 'loading' },
          { target: 'confirming', actions: assign({ hash: ({ event }) => event.output }) },
        ],
        onError: declinedOrFailed('walletPay'),
      },
    },
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'load',
        input: servicesAndOrder,
        onDone: {
          target: 'checked',
          actions: assign(({ event }) => ({
            account: event.output.account,
            balance: event.output.balance,
            offers: event.output.offers,
            offer: event.output.offers[0] ?? null,
            buy: event.output.buy,
          })),
        },
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'load' } } },
      },
    },
    checked: {
      always: [
        // After a purchase the visitor already chose to pay: it goes on by itself.
        { guard: and(['enough', 'bought']), target: 'ready', actions: raise({ type: 'PAY' }) },
        { guard: and(['swappable', 'bought']), target: 'offer', actions: raise(SWAP) },
        { guard: 'enough', target: 'ready' },
        { guard: 'swappable', target: 'offer' },
        { guard: 'buyable', target: 'buy' },
        { target: 'insufficient' },
      ],
    },
    ready: { on: { PAY: [{ guard: 'elsewhere', target: 'switching' }, { target: 'sending' }] } },
    offer: {
      on: {
        CHOOSE: {
          actions: assign(({ context, event }) => ({
            offer: context.offers.find((offer) => offer.from === event.from) ?? context.offer,
          })),
        },
        SWAP_AND_PAY: [
          { guard: 'elsewhere', target: 'switching', actions: assign({ swapFirst: true }) },
          { target: 'swapping', actions: assign({ swapFirst: true }) },
        ],
      },
    },
    buy: {
      on: { BUY: 'buying' },
      // The provider's session is single use and short lived: prepared again before it lapses.
      after: { buyTtl: 'loading' },
    },
    buying: {
      entry: 'clearFailure',
      on: { CANCEL: { target: 'failed', actions: { type: 'fail', params: BUY_CANCELLED } } },
      invoke: {
        src: 'awaitPurchase',
        input: ({ context }) => ({ ...servicesOrderAccount({ context }), buy: context.buy! }),
        onDone: { target: 'loading', actions: assign({ bought: true, buy: null }) },
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'buy' } } },
      },
    },
    insufficient: {},
    switching: {
      entry: 'clearFailure',
      invoke: {
        src: 'switchNetwork',
        input: servicesAndOrder,
        onDone: [
          { guard: 'swapFirst', target: 'swapping', actions: 'switched' },
          { target: 'sending', actions: 'switched' },
        ],
        onError: declinedOrFailed('send'),
      },
    },
    swapping: {
      entry: 'clearFailure',
      invoke: {
        src: 'swap',
        input: ({ context }) => ({ ...servicesOrderAccount({ context }), offer: context.offer! }),
        // The balance changed: unknown until read again (a failed payment after it reloads it).
        onDone: { target: 'sending', actions: assign({ swapFirst: false, balance: null }) },
        onError: [
          { guard: ({ event }) => declined(event.error), target: 'declined' },
          {
            target: 'failed',
            actions: [assign({ swapFirst: false }), { type: 'fail', params: { failure: 'swap' } }],
          },
        ],
      },
    },
    sending: {
      entry: 'clearFailure',
      invoke: {
        src: 'send',
        input: servicesOrderAccount,
        onDone: { target: 'confirming', actions: assign({ hash: ({ event }) => event.output }) },
        onError: declinedOrFailed('send'),
      },
    },
    confirming: {
      entry: 'clearFailure',
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ ...servicesAndOrder({ context }), hash: context.hash! }),
        onDone: [
          { guard: ({ event }) => event.output === 'success', target: 'recording' },
          {
            guard: ({ event }) => event.output === 'reverted',
            target: 'failed',
            actions: [assign({ hash: null }), { type: 'fail', params: { failure: 'reverted' } }],
          },
          { target: 'failed', actions: { type: 'fail', params: { failure: 'pending' } } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'pending' } } },
      },
    },
    recording: {
      entry: 'clearFailure',
      invoke: {
        src: 'record',
        input: ({ context }) => ({ ...servicesAndOrder({ context }), hash: context.hash! }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: 'record' } } },
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: 'recordFailed', target: 'recording' },
          { guard: 'sent', target: 'confirming' },
          // The wallet may have paid: it is asked again (idempotent by order id), never the view.
          { guard: ({ context }) => context.failure === 'walletPay', target: 'walletPay' },
          {
            guard: ({ context }) =>
              context.account === null ||
              context.balance === null ||
              RELOAD.includes(context.failure),
            target: 'loading',
          },
          { target: 'ready' },
        ],
      },
    },
    declined: { type: 'final' },
    done: { type: 'final' },
  },
})

export type PayActor = ActorRefFrom<typeof payMachine>
