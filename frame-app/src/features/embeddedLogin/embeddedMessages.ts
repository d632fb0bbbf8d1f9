/** The email login panel's strings (in its lazy chunk, not the first paint). */
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
  resendIn: 'Resend code in {seconds} s',
  otherEmail: 'Use another email',
  back: 'Back',
  invalidEmail: 'Enter a valid email address.',
  wrongCode: 'Wrong code. {count} attempts left.',
  wrongCodeOne: 'Wrong code. 1 attempt left.',
  expired: 'This code has expired or was used. Send a new one.',
  locked: 'Too many attempts. Try again at {time}.',
  tooSoon: 'Wait until {time} to ask for another code.',
  newDevice: 'This account was set up on another device; it cannot be recovered here yet.',
  vaultLoad: 'The secure wallet failed to load. Check your connection and try again.',
  timeout: 'The secure wallet did not answer in time. Try again.',
  unreachable: 'The server could not be reached. Try again.',
  unknown: 'Something went wrong: {message}',
} as const

export type EmbeddedMessageKey = keyof typeof embeddedMessages

export function embeddedT(key: EmbeddedMessageKey, params: Record<string, string> = {}): string {
  return embeddedMessages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params[name] ?? slot)
}
