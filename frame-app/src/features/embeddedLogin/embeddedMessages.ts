import type { Message } from '../../i18n/Message.ts'

/** The email login panel's strings (in its lazy chunk, not the first paint): `useEmbeddedT`. */
export const embeddedMessages = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue',
  sending: 'Sending…',
  codeTitle: 'Enter the code',
  codeSent: 'We sent a 6-digit code to {email}.',
  codeLabel: 'Code',
  verifying: 'Checking…',
  connecting: 'Signing in…',
  resend: 'Resend code',
  resendIn: 'Resend code in {count} s',
  otherEmail: 'Use another email',
  back: 'Back',
  invalidEmail: 'Enter a valid email address.',
  wrongCode: {
    one: 'Wrong code. {count} attempt left.',
    other: 'Wrong code. {count} attempts left.',
  },
  expired: 'This code has expired or was used. Send a new one.',
  locked: 'Too many attempts. Try again at {time}.',
  tooSoon: 'Wait until {time} to ask for another code.',
  newDevice: 'This account was set up on another device; it cannot be recovered here yet.',
  vaultLoad: 'The secure wallet failed to load. Check your connection and try again.',
  timeout: 'The secure wallet did not answer in time. Try again.',
  unreachable: 'The server could not be reached. Try again.',
  unknown: 'Something went wrong: {message}',
} as const satisfies Record<string, Message>

export type EmbeddedMessageKey = keyof typeof embeddedMessages
export type EmbeddedMessages = Record<EmbeddedMessageKey, Message>
