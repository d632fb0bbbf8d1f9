import { ErrorCode } from '@porthole/shared-protocol'
import type { Translate } from './createTranslator.ts'
import type { Message } from './Message.ts'

/** EIP-1474 "resource unavailable": MetaMask's answer while a request already waits in it. */
export const REQUEST_PENDING = -32002

/**
 * The one catalog of what a user reads when something fails, in English: a human sentence per
 * error code, keyed by the code's name (every `ErrorCode` must have one, the type checks it),
 * never a wallet's or library's raw text such as "Internal error". Every locale translates it
 * (`i18n/locales/<tag>.json`, `errors`). Loaded with the views that show errors, not with the first
 * paint; read it with `useErrorMessage`.
 */
export const errorMessages = {
  userRejected: 'The request was declined in the wallet.',
  unauthorized: 'The wallet has not allowed this site to do that. Connect again.',
  unsupportedMethod: 'The wallet does not support this request.',
  disconnected: 'The wallet is not connected. Open it and try again.',
  chainDisconnected: 'The wallet is not connected to this network.',
  unrecognizedChain: 'The wallet does not know this network. Add it there first.',
  default: 'Something went wrong. Try again.',
  invalidParams: 'The wallet could not read the request. Try again.',
  internal: 'The wallet ran into a problem. Try again, or restart the wallet.',
  invalidMessage: 'The request could not be read. Reload the page and try again.',
  protocolMismatch: 'This page needs a newer version of the modal. Reload the page.',
  frameTimeout: 'The wallet window took too long to start. Reload the page.',
  rpcNotAllowed: 'Action not allowed.',
  alreadyConnected: 'A wallet is already connected.',
  destroyed: 'The page closed the wallet window. Reload the page.',
  viewUnavailable: 'This screen is not available here.',
  projectNotFound: 'This site is not set up for wallet connections.',
  originNotAllowed: 'This site is not allowed to use this wallet window.',
  frameUnreachable: 'The wallet service cannot be reached. Check your connection.',
  paymentInvalid: 'The payment request is not valid.',
  paymentUnavailable: 'This payment cannot be taken here.',
  requestPending: 'A request is already waiting in the wallet. Open it to continue.',
} as const satisfies Record<keyof typeof ErrorCode | 'requestPending', Message>

export type ErrorMessageKey = keyof typeof errorMessages

const KEY_OF_CODE = new Map<number, ErrorMessageKey>([
  ...Object.entries(ErrorCode).map(([key, code]) => [code, key as ErrorMessageKey] as const),
  [REQUEST_PENDING, 'requestPending'],
])

/** The catalog key of an error's code; an unknown code gets the generic one, never its text. */
export function errorMessageKey(error: { code: number }): ErrorMessageKey {
  return KEY_OF_CODE.get(error.code) ?? 'default'
}

/** The sentence for an error in the language `t` speaks. */
export function errorMessage(t: Translate<ErrorMessageKey>, error: { code: number }): string {
  return t(errorMessageKey(error))
}
