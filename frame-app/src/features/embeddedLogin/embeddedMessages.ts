import type { Message } from '../../i18n/Message.ts'

/** The email login panel's strings (in its lazy chunk, not the first paint): `useEmbeddedT`. */
export const embeddedMessages = {
  recoveryTitle: 'Set up recovery for your wallet',
  recoveryWhy:
    'To open this wallet in another browser, or after this one clears its data, you need a passkey or a recovery code. Our server keeps only parts of your wallet that cannot sign on their own.',
  recoveryUseCode: 'Use a recovery code instead',
  recoveryNone:
    'This wallet has no recovery method yet, so it opens only in this browser. Set one up so you do not lose it.',
  recoverySetUp: 'Set up recovery',
  codeSaveTitle: 'Save your recovery code',
  codeSaveWhy:
    'With your sign-in, this code opens your wallet in any browser. Keep it somewhere safe, such as a password manager. Our server keeps a locked part of your wallet that only this code opens; we cannot open it, and we cannot show this code again.',
  codeCopy: 'Copy code',
  codeCopied: 'Copied',
  codeSaved: 'I saved it',
  codeConfirmLabel:
    'To confirm, type group {group} of your code (groups are the blocks of 4, from the left)',
  codeMismatch: 'That is not group {group} of your code. Check the code you saved.',
  codeConfirm: 'Confirm',
  codeSaving: 'Saving…',
  codeShowAgain: 'Show the code again',
  codeEnterWhy:
    'This browser has no key for this wallet: it was set up elsewhere, or this browser cleared its data. Enter the recovery code you saved to open it here.',
  codeEnterLabel: 'Recovery code',
  codeOpen: 'Open wallet',
  codeDone: 'Protected by a recovery code since {date}.',
  recoveryCodeInvalid:
    'This is not a recovery code. Check it for typos: it has 8 groups of 4 letters and digits.',
  recoveryCodeWrong:
    'This recovery code does not open this wallet. Use the code you saved for this account.',
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
  rateLimited: 'Too many codes were asked for from this network. Wait a while, then try again.',
  newDevice:
    'This account has no recovery method (a passkey or a recovery code), so its wallet opens only in the browser where it was set up. Sign in there and set one up in Account.',
  vaultLoad: 'The secure wallet failed to load. Check your connection and try again.',
  timeout: 'The secure wallet did not answer in time. Try again.',
  unreachable: 'The server could not be reached. Try again.',
  /** The api could not hand the code to its mail server (down, stalled or refusing). */
  mailFailed: 'The code could not be sent just now. Try again in a moment.',
  unknown: 'Something went wrong: {message}',
  passkeyCreate: 'Create passkey',
  passkeyReplace: 'Replace passkey',
  passkeyWaiting: 'Follow your browser’s prompt…',
  /** The vault's frame, laid over the frame for its passkey button (its accessible name). */
  vaultFrameTitle: 'Porthole secure wallet',
  passkeyDone: 'Secured with a passkey since {date}.',
  passkeyCancelled: 'The passkey was not created. Try again when you are ready.',
  passkeyUnsupported:
    'This passkey cannot protect a wallet. Try another device or password manager.',
  passkeyFailed: 'The passkey could not be used. Try again.',
  deviceTitle: 'Open your wallet on this device',
  deviceWhy:
    'This wallet was set up on another device. Use the passkey you created for it to open it here.',
  deviceUse: 'Use passkey',
  outdatedWhy:
    'This device’s key is out of date: the wallet was recovered on another device since. Use your passkey to update it here, and your request goes on.',
  deviceCancelled:
    'The passkey was not used. Try again with the passkey you created for this wallet.',
  wrongPasskey:
    'This passkey does not belong to this wallet. Try again with the one you created for it.',
  pageSession:
    'Your browser keeps this wallet from storing its session here, so you stay signed in only until this page is closed or reloaded.',
  updateEmail: 'Update email',
  newEmailLabel: 'New email',
  sendCodes: 'Send codes',
  primaryStep: 'Step 1 of 2: enter the code we sent to your current email, {email}.',
  secondaryStep: 'Step 2 of 2: enter the code we sent to your new email, {email}.',
  updateDone: 'Done: your wallet’s email is now {email}.',
  emailInUse: 'This email already has a wallet of its own, so it cannot take this one.',
  sameEmail: 'This is already your wallet’s email.',
  updateUnavailable: 'This wallet signs in with a social account and has no email to change.',
  unverifiedDomain:
    'This site is not verified for this app, so its secure wallet is turned off. The site’s owner must add it to the project’s allowed origins.',
  invalidConfig:
    'This app’s wallet settings are invalid, so email login is unavailable. The site’s owner must check the project.',
} as const satisfies Record<string, Message>

export type EmbeddedMessageKey = keyof typeof embeddedMessages
export type EmbeddedMessages = Record<EmbeddedMessageKey, Message>
