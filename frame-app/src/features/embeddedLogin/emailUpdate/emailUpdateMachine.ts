import { assign, fromPromise, setup } from 'xstate'
import type { VaultClient } from '../../../connectors/embedded/createVaultClient.ts'
import { describeLoginError } from '../describeLoginError.ts'
import type { EmbeddedLoginError } from '../EmbeddedLoginState.ts'
import { isEmail } from '../isEmail.ts'

export type EmailUpdateContext = {
  vault: VaultClient
  /** The address the account moves to. */
  newEmail: string
  /** When the codes may be asked for again (ms since epoch). */
  resendAt: number
  error: EmbeddedLoginError | null
}

export type EmailUpdateEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'EDIT_EMAIL' }

type Input = { vault: VaultClient }
const verify = (step: 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP') =>
  fromPromise<unknown, { vault: VaultClient; code: string }>(({ input }) =>
    input.vault.call(step, { otp: input.code }),
  )
const codeOf = (event: EmailUpdateEvent) => (event.type === 'SUBMIT_CODE' ? event.code : '')

/** A code step waits for its code; another can be asked for, or the address changed. */
const waitForCode = (verifying: 'verifyingPrimary' | 'verifyingSecondary') => ({
  on: {
    SUBMIT_CODE: { target: verifying, actions: 'clearError' as const },
    RESEND: { target: 'sending', actions: 'clearError' as const },
    EDIT_EMAIL: { target: 'editing', actions: 'clearError' as const },
  },
})

/** The vault checks a step's code: on to `done`, or back to the step with the error said. */
const verifyCode = (
  src: 'verifyPrimary' | 'verifySecondary',
  next: { done: 'secondary' | 'done'; wrong: 'primary' | 'secondary' },
) => ({
  invoke: {
    src,
    input: ({ context, event }: { context: EmailUpdateContext; event: EmailUpdateEvent }) => ({
      vault: context.vault,
      code: codeOf(event),
    }),
    onDone: next.done,
    onError: { target: next.wrong, actions: 'failed' as const },
  },
})

/**
 * SPEC §4 UPDATE_EMAIL from Account: the new email → sending (a code to the current address
 * and one to the new address) → the primary code → the secondary code → done (the vault
 * moved the account and told the frame its new email). Every error stays on the step it
 * happened on, said in words; another code may be asked for once `resendAt` passed.
 */
export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as Input,
  },
  actors: {
    requestCodes: fromPromise<
      { resendAt?: string | undefined },
      { vault: VaultClient; email: string }
    >(({ input }) => input.vault.call('UPDATE_EMAIL', { email: input.email })),
    verifyPrimary: verify('UPDATE_EMAIL_PRIMARY_OTP'),
    verifySecondary: verify('UPDATE_EMAIL_SECONDARY_OTP'),
  },
  actions: {
    clearError: assign({ error: null }),
    failed: assign({
      error: ({ event }) => describeLoginError((event as unknown as { error: unknown }).error),
    }),
  },
  guards: {
    validEmail: ({ event }) => event.type === 'SUBMIT_EMAIL' && isEmail(event.email),
  },
}).createMachine({
  id: 'emailUpdate',
  context: ({ input }) => ({ vault: input.vault, newEmail: '', resendAt: 0, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT_EMAIL: [
          {
            guard: 'validEmail',
            target: 'sending',
            actions: assign({
              newEmail: ({ event }) => event.email.trim().toLowerCase(),
              error: null,
            }),
          },
          { actions: assign({ error: { kind: 'invalidEmail' } }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'requestCodes',
        input: ({ context }) => ({ vault: context.vault, email: context.newEmail }),
        onDone: {
          target: 'primary',
          actions: assign({
            resendAt: ({ event }) =>
              event.output.resendAt ? Date.parse(event.output.resendAt) : Date.now() + 30_000,
          }),
        },
        onError: { target: 'editing', actions: 'failed' },
      },
    },
    primary: waitForCode('verifyingPrimary'),
    verifyingPrimary: verifyCode('verifyPrimary', { done: 'secondary', wrong: 'primary' }),
    secondary: waitForCode('verifyingSecondary'),
    verifyingSecondary: verifyCode('verifySecondary', { done: 'done', wrong: 'secondary' }),
    done: { type: 'final' },
  },
})
