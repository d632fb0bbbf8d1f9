import { ErrorCode } from '@porthole/shared-protocol'

type KnownCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** EIP-1474 "resource unavailable": MetaMask's answer while a request already waits in it. */
export const REQUEST_PENDING = -32002

/**
 * The one catalog of what a user reads when something fails: a human sentence per error code
 * (every `ErrorCode` must have one, the type checks it), never a wallet's or library's raw
 * text such as "Internal error". Loaded with the views that show errors, not with the first paint.
 */
export const errorMessages: Record<KnownCode | typeof REQUEST_PENDING, string> = {
  [ErrorCode.userRejected]: 'The request was declined in the wallet.',
  [ErrorCode.unauthorized]: 'The wallet has not allowed this site to do that. Connect again.',
  [ErrorCode.unsupportedMethod]: 'The wallet does not support this request.',
  [ErrorCode.disconnected]: 'The wallet is not connected. Open it and try again.',
  [ErrorCode.chainDisconnected]: 'The wallet is not connected to this network.',
  [ErrorCode.unrecognizedChain]: 'The wallet does not know this network. Add it there first.',
  [ErrorCode.default]: 'Something went wrong. Try again.',
  [ErrorCode.invalidParams]: 'The wallet could not read the request. Try again.',
  [ErrorCode.internal]: 'The wallet ran into a problem. Try again, or restart the wallet.',
  [ErrorCode.invalidMessage]: 'The request could not be read. Reload the page and try again.',
  [ErrorCode.protocolMismatch]: 'This page needs a newer version of the modal. Reload the page.',
  [ErrorCode.frameTimeout]: 'The wallet window took too long to start. Reload the page.',
  [ErrorCode.rpcNotAllowed]: 'This request is not allowed here.',
  [ErrorCode.alreadyConnected]: 'A wallet is already connected.',
  [ErrorCode.destroyed]: 'The page closed the wallet window. Reload the page.',
  [ErrorCode.viewUnavailable]: 'This screen is not available here.',
  [ErrorCode.projectNotFound]: 'This site is not set up for wallet connections.',
  [ErrorCode.originNotAllowed]: 'This site is not allowed to use this wallet window.',
  [ErrorCode.frameUnreachable]: 'The wallet service cannot be reached. Check your connection.',
  [REQUEST_PENDING]: 'A request is already waiting in the wallet. Open it to continue.',
}

/** The sentence for an error's code; an unknown code gets the generic one, never its text. */
export function errorMessage(error: { code: number }): string {
  return (
    (errorMessages as Record<number, string | undefined>)[error.code] ??
    errorMessages[ErrorCode.default]
  )
}
