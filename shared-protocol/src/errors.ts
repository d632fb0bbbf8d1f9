/**
 * Typed errors, viem style: every error has a `shortMessage`, optional `details` and `cause`,
 * and a `name` equal to its class name. Errors cross the bridge as data (`ErrorData`) and are
 * rebuilt with `fromErrorData`. Branch on `code` or `name`, never on message text.
 */
export type ErrorData = { code: number; message: string; data?: unknown }

export const ErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  default: 5000,
  invalidParams: -32602,
  internal: -32603,
  invalidMessage: -32600,
  protocolMismatch: 5101,
  frameTimeout: 5102,
  rpcNotAllowed: 5103,
  alreadyConnected: 5104,
  destroyed: 5105,
  viewUnavailable: 5106,
  projectNotFound: 5107,
  originNotAllowed: 5108,
  frameUnreachable: 5109,
} as const

type BaseErrorOptions = { details?: string; cause?: unknown; data?: unknown }

export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly data: unknown
  code: number = ErrorCode.default

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
    this.data = options.data
  }
}

/** An EIP-1193 provider error; subclasses carry a static `code`. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  static readonly code: number = ErrorCode.default
  constructor(message?: string, options?: BaseErrorOptions) {
    super(message ?? 'An error occurred.', options)
    this.code = (this.constructor as typeof ProviderRpcError).code
  }
}

export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  static override readonly code = ErrorCode.userRejected
  constructor(message = 'User rejected the request.', options?: BaseErrorOptions) {
    super(message, options)
  }
}

export class UnauthorizedProviderError extends ProviderRpcError {
  override name = 'UnauthorizedProviderError'
  static override readonly code = ErrorCode.unauthorized
  constructor(
    message = 'The requested method or account is not authorized.',
    o?: BaseErrorOptions,
  ) {
    super(message, o)
  }
}

export class UnsupportedProviderMethodError extends ProviderRpcError {
  override name = 'UnsupportedProviderMethodError'
  static override readonly code = ErrorCode.unsupportedMethod
  constructor(
    message = 'The provider does not support the requested method.',
    o?: BaseErrorOptions,
  ) {
    super(message, o)
  }
}

export class ProviderDisconnectedError extends ProviderRpcError {
  override name = 'ProviderDisconnectedError'
  static override readonly code = ErrorCode.disconnected
  constructor(message = 'The provider is disconnected from all chains.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

export class ChainDisconnectedError extends ProviderRpcError {
  override name = 'ChainDisconnectedError'
  static override readonly code = ErrorCode.chainDisconnected
  constructor(
    message = 'The provider is not connected to the requested chain.',
    o?: BaseErrorOptions,
  ) {
    super(message, o)
  }
}

export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  static override readonly code = ErrorCode.unrecognizedChain
  constructor(message = 'Unrecognized chain ID.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

export class InvalidParamsRpcError extends ProviderRpcError {
  override name = 'InvalidParamsRpcError'
  static override readonly code = ErrorCode.invalidParams
  constructor(
    message = 'Invalid parameters were provided to the RPC method.',
    o?: BaseErrorOptions,
  ) {
    super(message, o)
  }
}

export class InternalRpcError extends ProviderRpcError {
  override name = 'InternalRpcError'
  static override readonly code = ErrorCode.internal
  constructor(message = 'An internal error was received.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** A bridge message failed schema validation; it was not acted on. */
export class InvalidMessageError extends ProviderRpcError {
  override name = 'InvalidMessageError'
  static override readonly code = ErrorCode.invalidMessage
  constructor(message = 'Invalid message.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** The host loader and the frame speak protocol versions that cannot talk (SECURITY.md #14). */
export class ProtocolMismatchError extends ProviderRpcError {
  override name = 'ProtocolMismatchError'
  static override readonly code = ErrorCode.protocolMismatch
  constructor(
    message = 'The modal frame speaks an incompatible protocol version.',
    o?: BaseErrorOptions,
  ) {
    super(message, o)
  }
}

/** The frame did not load or answer in time (SPEC §9: 20 s). */
export class FrameTimeoutError extends ProviderRpcError {
  override name = 'FrameTimeoutError'
  static override readonly code = ErrorCode.frameTimeout
  constructor(message = 'The modal frame did not load in time.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** SPEC §5: a method in neither the safe nor the approval list. */
export class RpcNotAllowedError extends ProviderRpcError {
  override name = 'RpcNotAllowedError'
  static override readonly code = ErrorCode.rpcNotAllowed
  constructor(message = 'Requested RPC call is not allowed', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** SPEC §4: connecting the connector that is already current. */
export class AlreadyConnectedError extends ProviderRpcError {
  override name = 'AlreadyConnectedError'
  static override readonly code = ErrorCode.alreadyConnected
  constructor(message = 'This wallet is already connected.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** The modal was destroyed while the call was pending. */
export class ModalDestroyedError extends ProviderRpcError {
  override name = 'ModalDestroyedError'
  static override readonly code = ErrorCode.destroyed
  constructor(message = 'The modal was destroyed.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** Why `modal.open({ view })` refused a view (`ViewUnavailableError.data.reason`). */
export type ViewUnavailableReason = 'unknown' | 'internal' | 'featureDisabled' | 'needsConnection'

/**
 * `modal.open({ view })` with a view the modal cannot show: not one of its views (`unknown`),
 * one only its own flow opens (`internal`), one whose feature is off (`featureDisabled`) or one
 * that needs a connected wallet (`needsConnection`). `data` is `{ view, reason }`.
 */
export class ViewUnavailableError extends ProviderRpcError {
  override name = 'ViewUnavailableError'
  static override readonly code = ErrorCode.viewUnavailable
  constructor(message = 'The view is not available.', o?: BaseErrorOptions) {
    super(message, o)
  }
}

/** The frame server knows no project with this id (its message names the id). */
export class ProjectNotFoundError extends ProviderRpcError {
  override name = 'ProjectNotFoundError'
  static override readonly code = ErrorCode.projectNotFound
}

/** The project's allow-list does not hold the host page's origin (its message names both). */
export class OriginNotAllowedError extends ProviderRpcError {
  override name = 'OriginNotAllowedError'
  static override readonly code = ErrorCode.originNotAllowed
}

/** The frame server could not be reached at `frameUrl`. */
export class FrameUnreachableError extends ProviderRpcError {
  override name = 'FrameUnreachableError'
  static override readonly code = ErrorCode.frameUnreachable
}

const byCode: Record<number, new (message?: string, o?: BaseErrorOptions) => ProviderRpcError> = {
  [ErrorCode.userRejected]: UserRejectedRequestError,
  [ErrorCode.unauthorized]: UnauthorizedProviderError,
  [ErrorCode.unsupportedMethod]: UnsupportedProviderMethodError,
  [ErrorCode.disconnected]: ProviderDisconnectedError,
  [ErrorCode.chainDisconnected]: ChainDisconnectedError,
  [ErrorCode.unrecognizedChain]: UnrecognizedChainError,
  [ErrorCode.invalidParams]: InvalidParamsRpcError,
  [ErrorCode.internal]: InternalRpcError,
  [ErrorCode.invalidMessage]: InvalidMessageError,
  [ErrorCode.protocolMismatch]: ProtocolMismatchError,
  [ErrorCode.frameTimeout]: FrameTimeoutError,
  [ErrorCode.rpcNotAllowed]: RpcNotAllowedError,
  [ErrorCode.alreadyConnected]: AlreadyConnectedError,
  [ErrorCode.destroyed]: ModalDestroyedError,
  [ErrorCode.viewUnavailable]: ViewUnavailableError,
  [ErrorCode.projectNotFound]: ProjectNotFoundError,
  [ErrorCode.originNotAllowed]: OriginNotAllowedError,
  [ErrorCode.frameUnreachable]: FrameUnreachableError,
}

/** Serialise any thrown value for the wire. Unknown errors become 5000 with their message. */
export function toErrorData(error: unknown): ErrorData {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown }
    const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : ErrorCode.default
    const message =
      typeof e.shortMessage === 'string'
        ? e.shortMessage
        : typeof e.message === 'string'
          ? e.message
          : 'An error occurred.'
    return e.data === undefined ? { code, message } : { code, message, data: e.data }
  }
  return {
    code: ErrorCode.default,
    message: typeof error === 'string' ? error : 'An error occurred.',
  }
}

/** Rebuild a typed error from wire data: EIP-1193 codes get their class, others ProviderRpcError. */
export function fromErrorData(data: ErrorData): ProviderRpcError {
  const Class = byCode[data.code]
  const options = data.data === undefined ? {} : { data: data.data }
  if (Class) return new Class(data.message, options)
  const error = new ProviderRpcError(data.message, options)
  error.code = data.code
  return error
}
