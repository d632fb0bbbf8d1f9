import { type ActorRefFrom, assign, setup } from 'xstate'
import { parseReceiver } from '../form/parseReceiver.ts'
import { sameAsset } from '../SendAsset.ts'
import type { FeeChoice, SendServices } from '../SendServices.ts'
import { failureReason } from './failureReason.ts'
import { maxAmount } from './maxAmount.ts'
import { nativeOf } from './nativeOf.ts'
import type { SendContext, SendEvent } from './SendContext.ts'
import { sendActors } from './sendActors.ts'
import { sendGuards } from './sendGuards.ts'

const emptyForm = {
  token: null,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: '',
  receiverProfileName: null,
  receiverProfileImageUrl: null,
  fee: null,
  feeChoices: null,
  feeSpeed: 'normal',
  prices: null,
  hash: null,
  outcome: null,
  failureReason: null,
} satisfies Partial<SendContext>

/** The fee choices read, with the chosen one's fee as the fee (the estimate where none). */
const chooseFee = (context: SendContext, choices: FeeChoice[] | null) => ({
  feeChoices: choices,
  feeSpeed: context.feeSpeed,
  fee: choices?.find((choice) => choice.speed === context.feeSpeed)?.fee ?? context.fee,
})

/**
 * The send flow (SPEC §3 send state, §4 sending): editing (token from the account's balances,
 * amount with Max, receiver address or name, each problem on its field) → previewing (fee
 * estimate, fresh USD prices) → sending (loading on; the wallet approves; the namespace
 * decides how) → confirming (receipt up to 25 s) → done: the form is cleared, balances
 * refreshed and the user returns to Account; or pending when the receipt takes longer. A
 * rejection (4001) returns to the form with its values; a wallet gone (4900) or a failure
 * offers a retry.
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as { services: SendServices },
  },
  actors: sendActors,
  delays: {
    nameDebounce: ({ context }) => context.services.nameDebounceMs,
  },
  guards: sendGuards,
  actions: {
    clearForm: assign(() => emptyForm),
    finish: ({ context }) => {
      if (context.account) void context.services.refreshBalances(context.account)
      context.services.returnToAccount()
    },
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => ({
    services: input.services,
    account: null,
    tokenBalances: [],
    balancesStatus: 'loading',
    networkBalanceInUSD: null,
    loading: false,
    ...emptyForm,
  }),
  initial: 'editing',
  on: {
    START: [
      // The same account again (the view shown once more): the flow carries on where it was.
      { guard: 'sameAccount', actions: assign({ account: ({ event }) => event.account }) },
      {
        target: '.editing',
        actions: assign(({ event }) => ({ ...emptyForm, account: event.account })),
      },
    ],
    RESET: {
      target: '.editing',
      actions: assign(() => ({ ...emptyForm, account: null, loading: false })),
    },
    BALANCES: {
      actions: assign(({ context, event }) => {
        const { tokenBalances } = event
        const token = context.token
          ? (tokenBalances.find((t) => sameAsset(t, context.token!)) ?? null)
          : null
        return {
          tokenBalances,
          balancesStatus: event.status,
          token,
          networkBalanceInUSD: nativeOf(tokenBalances)?.value ?? null,
        }
      }),
    },
  },
  states: {
    editing: {
      entry: assign({ loading: false }),
      type: 'parallel',
      on: {
        SELECT_TOKEN: {
          target: '.fee.estimating',
          actions: assign(({ event }) => ({ token: event.token, fee: null, outcome: null })),
        },
        SET_AMOUNT: { actions: assign(({ event }) => ({ sendTokenAmount: event.value })) },
        MAX: { actions: assign(({ context }) => ({ sendTokenAmount: maxAmount(context) })) },
        SET_RECEIVER: {
          target: '.receiver.typing',
          actions: assign(({ context, event }) => {
            const parsed = parseReceiver(
              event.value,
              context.account?.namespace ?? 'eip155',
              context.account?.caipNetworkId,
            )
            return {
              receiverInput: event.value,
              receiverAddress: parsed.kind === 'address' ? parsed.address : '',
              receiverProfileName: null,
              receiverProfileImageUrl: null,
            }
          }),
        },
        REVIEW: { guard: 'valid', target: 'previewing' },
      },
      states: {
        fee: {
          initial: 'estimating',
          states: {
            estimating: {
              invoke: {
                src: 'estimateFee',
                input: ({ context }) => context,
                onDone: { target: 'known', actions: assign({ fee: ({ event }) => event.output }) },
              },
            },
            known: {},
          },
        },
        receiver: {
          initial: 'idle',
          states: {
            idle: {},
            typing: {
              always: [{ guard: 'isName', target: 'waiting' }, { target: 'idle' }],
            },
            waiting: {
              after: { nameDebounce: 'resolving' },
            },
            resolving: {
              invoke: {
                src: 'resolveName',
                input: ({ context }) => context,
                onDone: [
                  {
                    guard: ({ event }) => event.output !== null,
                    target: 'resolved',
                    actions: assign(({ event }) => ({
                      receiverAddress: event.output!.address,
                      receiverProfileName: event.output!.name,
                      receiverProfileImageUrl: event.output!.avatar,
                    })),
                  },
                  { target: 'notFound' },
                ],
                // The name service did not answer: not "no such name", which would be a lie.
                onError: 'failed',
              },
            },
            resolved: {},
            notFound: {},
            failed: {},
          },
        },
      },
    },
    previewing: {
      entry: assign({ outcome: null, prices: null, feeChoices: null }),
      // Fresh prices for the amount's and the fee's USD value; without them, the balances'.
      // Where the network has fee choices (Bitcoin), the chosen one's fee is the fee.
      invoke: [
        {
          src: 'getPrices',
          input: ({ context }) => context,
          onDone: { actions: assign({ prices: ({ event }) => event.output }) },
        },
        {
          src: 'feeChoices',
          input: ({ context }) => context,
          onDone: { actions: assign(({ context, event }) => chooseFee(context, event.output)) },
        },
      ],
      initial: 'estimating',
      on: {
        EDIT: 'editing',
        SET_FEE_SPEED: {
          actions: assign(({ context, event }) =>
            chooseFee({ ...context, feeSpeed: event.speed }, context.feeChoices),
          ),
        },
      },
      states: {
        estimating: {
          invoke: {
            src: 'estimateFee',
            input: ({ context }) => context,
            // Fee choices read first (and maybe a speed picked) keep the chosen one's fee.
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                fee: chooseFee({ ...context, fee: event.output }, context.feeChoices).fee,
              })),
            },
          },
        },
        ready: {
          on: { CONFIRM: { guard: 'valid', target: '#send.sending' } },
        },
      },
    },
    sending: {
      entry: assign({ loading: true, outcome: null, failureReason: null, hash: null }),
      invoke: {
        src: 'submit',
        input: ({ context }) => context,
        onDone: { target: 'confirming', actions: assign({ hash: ({ event }) => event.output }) },
        onError: [
          { guard: 'rejected', target: 'editing', actions: assign({ outcome: 'rejected' }) },
          { guard: 'disconnected', target: 'failed', actions: assign({ outcome: 'disconnected' }) },
          {
            target: 'failed',
            actions: assign({
              outcome: 'failed',
              failureReason: ({ event }) => failureReason(event.error),
            }),
          },
        ],
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => context,
        onDone: [
          { guard: ({ event }) => event.output === 'success', target: 'done' },
          { guard: ({ event }) => event.output === 'timeout', target: 'pending' },
          { target: 'failed', actions: assign({ outcome: 'reverted' }) },
        ],
        // The receipt could not be read: the transfer was sent, so it is pending, not failed.
        onError: 'pending',
      },
    },
    done: {
      entry: ['finish', 'clearForm', assign({ loading: false })],
      always: 'editing',
    },
    pending: {
      entry: assign({ loading: false }),
      on: { DONE: { target: 'editing', actions: ['finish', 'clearForm'] } },
    },
    failed: {
      entry: assign({ loading: false }),
      on: {
        RETRY: { guard: 'valid', target: 'sending' },
        EDIT: { target: 'editing', actions: assign({ outcome: null }) },
      },
    },
  },
})
export type SendActor = ActorRefFrom<typeof sendMachine>
