import { ProviderDisconnectedError, UserRejectedRequestError } from '@porthole/shared-protocol'
import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import { checkSend, type SendProblem } from './form/checkSend.ts'
import { parseAmount } from './form/parseAmount.ts'
import { parseReceiver } from './form/parseReceiver.ts'
import { decimalsOf, type SendAsset, sameAsset } from './SendAsset.ts'
import type { ReceiverProfile, SendAccount, SendServices, TransferRequest } from './SendServices.ts'

/** SPEC §3 send state, plus what the flow needs around it. */
export type SendContext = {
  services: SendServices
  account: SendAccount | null
  token: SendAsset | null
  sendTokenAmount: string
  /** What the user typed: an address or a name. */
  receiverInput: string
  /** The address to send to ('' while there is none). */
  receiverAddress: string
  receiverProfileName: string | null
  receiverProfileImageUrl: string | null
  /** The native coin's balance in USD (it pays the fee). */
  networkBalanceInUSD: number | null
  tokenBalances: SendAsset[]
  /** Whether the balances are still loading or could not be read. */
  balancesStatus: 'loading' | 'ready' | 'failed'
  loading: boolean
  /** The network fee estimate (native smallest unit), null until known. */
  fee: bigint | null
  hash: string | null
  /** Why the last attempt stopped. */
  outcome: 'rejected' | 'disconnected' | 'failed' | 'reverted' | null
}

export type SendEvent =
  | { type: 'START'; account: SendAccount | null }
  | { type: 'BALANCES'; tokenBalances: SendAsset[]; status: SendContext['balancesStatus'] }
  | { type: 'SELECT_TOKEN'; token: SendAsset }
  | { type: 'SET_AMOUNT'; value: string }
  | { type: 'MAX' }
  | { type: 'SET_RECEIVER'; value: string }
  | { type: 'REVIEW' }
  | { type: 'EDIT' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'DONE' }

const emptyForm = {
  token: null,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: '',
  receiverProfileName: null,
  receiverProfileImageUrl: null,
  fee: null,
  hash: null,
  outcome: null,
} satisfies Partial<SendContext>

const nativeOf = (balances: SendAsset[]) => balances.find((t) => t.address === undefined) ?? null

/** The first problem of the form (SPEC §5), or null when it can go to the preview. */
export function sendProblem(context: SendContext): SendProblem | null {
  const { account } = context
  if (!account) return { field: 'token', key: 'send.tokenRequired' }
  return checkSend({
    namespace: account.namespace,
    token: context.token,
    native: nativeOf(context.tokenBalances),
    nativeSymbol: account.native.symbol,
    amount: context.sendTokenAmount,
    receiver: context.receiverInput,
    receiverAddress: context.receiverAddress,
    fee: context.fee,
  })
}

/** The transfer the form describes (only called once `sendProblem` is null). */
export function transferOf(context: SendContext, to = context.receiverAddress): TransferRequest {
  const token = context.token!
  return {
    account: context.account!,
    token,
    amount: parseAmount(context.sendTokenAmount, decimalsOf(token)).units,
    to,
  }
}

/** The largest amount: the whole token balance, or the native balance minus the fee. */
function maxAmount(context: SendContext): string {
  const { token } = context
  if (!token) return context.sendTokenAmount
  if (token.address !== undefined || context.fee === null) return token.quantity.numeric
  const decimals = decimalsOf(token)
  const balance = parseAmount(token.quantity.numeric, decimals).units
  const left = balance > context.fee ? balance - context.fee : 0n
  const text = left.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * The send flow (SPEC §3 send state, §4 sending): editing (token from the account's balances,
 * amount with Max, receiver address or name, each problem on its field) → previewing (fee
 * estimate) → sending (loading on; the wallet approves; the namespace decides how) →
 * confirming (receipt up to 25 s) → done: the form is cleared, balances refreshed and the user
 * returns to Account; or pending when the receipt takes longer. A rejection (4001) returns to
 * the form with its values; a wallet gone (4900) or a failure offers a retry.
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as { services: SendServices },
  },
  actors: {
    estimateFee: fromPromise<bigint | null, SendContext>(async ({ input }) => {
      if (!input.account || !input.token) return null
      const to = input.receiverAddress || input.account.address
      return input.services.estimateFee(transferOf(input, to)).catch(() => null)
    }),
    resolveName: fromPromise<ReceiverProfile | null, SendContext>(async ({ input }) => {
      const parsed = parseReceiver(input.receiverInput, input.account?.namespace ?? 'eip155')
      if (parsed.kind !== 'name' || !input.account) return null
      return input.services.resolveName(parsed.name, input.account)
    }),
    submit: fromPromise<string, SendContext>(({ input }) =>
      input.services.submit(transferOf(input)),
    ),
    confirm: fromPromise<'success' | 'reverted' | 'timeout', SendContext>(({ input }) =>
      input.services.confirm(transferOf(input), input.hash ?? ''),
    ),
  },
  delays: {
    nameDebounce: ({ context }) => context.services.nameDebounceMs,
  },
  guards: {
    sameAccount: ({ context, event }) =>
      event.type === 'START' &&
      context.account?.address === event.account?.address &&
      context.account?.caipNetworkId === event.account?.caipNetworkId,
    valid: ({ context }) => sendProblem(context) === null,
    isName: ({ context }) =>
      parseReceiver(context.receiverInput, context.account?.namespace ?? 'eip155').kind === 'name',
    rejected: ({ event }) =>
      codeOf((event as { error?: unknown }).error) === UserRejectedRequestError.code,
    disconnected: ({ event }) =>
      codeOf((event as { error?: unknown }).error) === ProviderDisconnectedError.code,
  },
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
            const parsed = parseReceiver(event.value, context.account?.namespace ?? 'eip155')
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
                onError: 'notFound',
              },
            },
            resolved: {},
            notFound: {},
          },
        },
      },
    },
    previewing: {
      entry: assign({ outcome: null }),
      initial: 'estimating',
      on: { EDIT: 'editing' },
      states: {
        estimating: {
          invoke: {
            src: 'estimateFee',
            input: ({ context }) => context,
            onDone: { target: 'ready', actions: assign({ fee: ({ event }) => event.output }) },
          },
        },
        ready: {
          on: { CONFIRM: { guard: 'valid', target: '#send.sending' } },
        },
      },
    },
    sending: {
      entry: assign({ loading: true, outcome: null, hash: null }),
      invoke: {
        src: 'submit',
        input: ({ context }) => context,
        onDone: { target: 'confirming', actions: assign({ hash: ({ event }) => event.output }) },
        onError: [
          { guard: 'rejected', target: 'editing', actions: assign({ outcome: 'rejected' }) },
          { guard: 'disconnected', target: 'failed', actions: assign({ outcome: 'disconnected' }) },
          { target: 'failed', actions: assign({ outcome: 'failed' }) },
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
