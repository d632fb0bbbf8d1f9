import type { Translate } from '../../i18n/createTranslator.ts'
import type { Message } from '../../i18n/Message.ts'
import type { EmbeddedTranslate } from '../embeddedLogin/index.ts'
import type { SocialLoginProblem } from './describeSocialError.ts'

/**
 * The social logins' strings in English (in their lazy chunks, not the first paint); every
 * locale translates them (`features/socialLogin/locales/<tag>.json`): read them with `useSocialT`.
 */
export const socialMessages = {
  listHeading: 'Sign in with',
  none: 'No social login is set up on this server.',
  loadFailed: 'The social logins could not be loaded.',
  back: 'Back',
  continueWith: 'Continue with {name}',
  starting: 'Opening {name}…',
  waiting: 'Continue in the {name} window',
  waitingDetail: 'Sign in there; this window updates when you are done.',
  severedDetail: 'If you closed that window, or nothing happens there, try again.',
  connecting: 'Signing in…',
  blocked: 'Your browser blocked the {name} window',
  blockedDetail: 'Open it yourself to continue signing in.',
  openWindow: 'Continue in a new window',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  failedTitle: 'Sign-in failed',
  closed: 'The {name} window was closed before you signed in.',
  vaultLoad: 'The secure wallet failed to load. Check your connection and try again.',
  timeout: 'The secure wallet did not answer in time. Try again.',
  unreachable: 'The server could not be reached. Try again.',
  farcasterScan: 'Scan with your phone',
  farcasterDetail: 'Scan this code with the Farcaster app, or open it on this device.',
  farcasterOpen: 'Open Farcaster on this device',
  farcasterQr: 'QR code to sign in with Farcaster',
  farcasterStarting: 'Preparing a sign-in link…',
} as const satisfies Record<string, Message>

export type SocialMessageKey = keyof typeof socialMessages

/**
 * A failed login in words, naming the provider; a wallet with no way to open on this device
 * in the email login's words (`embeddedT`), since both logins end there.
 */
export function problemText(
  t: Translate<SocialMessageKey>,
  embeddedT: EmbeddedTranslate,
  problem: SocialLoginProblem,
  name: string,
): string {
  if (problem.kind === 'refused') return problem.message || t('failedTitle')
  if (problem.kind === 'noRecovery') return embeddedT('newDevice')
  return t(problem.kind, { name })
}
