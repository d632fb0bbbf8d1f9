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
  passkeyTitle: 'Secure your wallet with a passkey',
  passkeyWhy:
    'Your wallet lives on this device. A passkey lets you open it on a new device or browser after you sign in with your email.',
  passkeySkipMeans:
    'If you skip, this wallet can only be used on this device and browser; losing them loses it.',
  passkeyCreate: 'Create passkey',
  passkeyReplace: 'Replace passkey',
  passkeyWaiting: 'Follow your browser’s prompt…',
  passkeySkip: 'Skip for now',
  passkeyDone: 'Secured with a passkey since {date}.',
  passkeyNone: 'No passkey yet: this wallet works only on this device and browser.',
  passkeyCancelled: 'The passkey was not created. Try again when you are ready.',
  passkeyUnsupported:
    'This passkey cannot protect a wallet. Try another device or password manager.',
  passkeyFailed: 'The passkey could not be used. Try again.',
} as const

export type EmbeddedMessageKey = keyof typeof embeddedMessages

export function embeddedT(key: EmbeddedMessageKey, params: Record<string, string> = {}): string {
  return embeddedMessages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params[name] ?? slot)
}
