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
  paymentInvalid: 5110,
  paymentUnavailable: 5111,
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

/** An EIP-1193 error class: `code` on the class and its instances, `name` its own. */
export type RpcErrorClass = {
  new (message?: string, options?: BaseErrorOptions): ProviderRpcError
  readonly code: number
}

/** One `ProviderRpcError` subclass per code, made alike (one definition keeps the loader small). */
function defineRpcError(name: string, code: number, fallback?: string): RpcErrorClass {
  return class extends ProviderRpcError {
    static override readonly code = code
    override name = name
    constructor(message = fallback, options?: BaseErrorOptions) {
      super(message, options)
    }
  }
}

export const UserRejectedRequestError = defineRpcError(
  'UserRejectedRequestError',
  ErrorCode.userRejected,
  'User rejected the request.',
)
export type UserRejectedRequestError = ProviderRpcError

export const UnauthorizedProviderError = defineRpcError(
  'UnauthorizedProviderError',
  ErrorCode.unauthorized,
  'The requested method or account is not authorized.',
)
export type UnauthorizedProviderError = ProviderRpcError

export const UnsupportedProviderMethodError = defineRpcError(
  'UnsupportedProviderMethodError',
  ErrorCode.unsupportedMethod,
  'The provider does not support the requested method.',
)
export type UnsupportedProviderMethodError = ProviderRpcError

export const ProviderDisconnectedError = defineRpcError(
  'ProviderDisconnectedError',
  ErrorCode.disconnected,
  'The provider is disconnected from all chains.',
)
export type ProviderDisconnectedError = ProviderRpcError

export const ChainDisconnectedError = defineRpcError(
  'ChainDisconnectedError',
  ErrorCode.chainDisconnected,
  'The provider is not connected to the requested chain.',
)
export type ChainDisconnectedError = ProviderRpcError

export const UnrecognizedChainError = defineRpcError(
  'UnrecognizedChainError',
  ErrorCode.unrecognizedChain,
  'Unrecognized chain ID.',
)
export type UnrecognizedChainError = ProviderRpcError

export const InvalidParamsRpcError = defineRpcError(
  'InvalidParamsRpcError',
  ErrorCode.invalidParams,
  'Invalid parameters were provided to the RPC method.',
)
export type InvalidParamsRpcError = ProviderRpcError

export const InternalRpcError = defineRpcError(
  'InternalRpcError',
  ErrorCode.internal,
  'An internal error was received.',
)
export type InternalRpcError = ProviderRpcError

/** A bridge message failed schema validation; it was not acted on. */
export const InvalidMessageError = defineRpcError(
  'InvalidMessageError',
  ErrorCode.invalidMessage,
  'Invalid message.',
)
export type InvalidMessageError = ProviderRpcError

/** The host loader and the frame speak protocol versions that cannot talk (SECURITY.md #14). */
export const ProtocolMismatchError = defineRpcError(
  'ProtocolMismatchError',
  ErrorCode.protocolMismatch,
  'The modal frame speaks an incompatible protocol version.',
)
export type ProtocolMismatchError = ProviderRpcError

/** The frame did not load or answer in time (SPEC §9: 20 s). */
export const FrameTimeoutError = defineRpcError(
  'FrameTimeoutError',
  ErrorCode.frameTimeout,
  'The modal frame did not load in time.',
)
export type FrameTimeoutError = ProviderRpcError

/** SPEC §5: a method in neither the safe nor the approval list. */
export const RpcNotAllowedError = defineRpcError(
  'RpcNotAllowedError',
  ErrorCode.rpcNotAllowed,
  'Requested RPC call is not allowed',
)
export type RpcNotAllowedError = ProviderRpcError

/** SPEC §4: connecting the connector that is already current. */
export const AlreadyConnectedError = defineRpcError(
  'AlreadyConnectedError',
  ErrorCode.alreadyConnected,
  'This wallet is already connected.',
)
export type AlreadyConnectedError = ProviderRpcError

/** The modal was destroyed while the call was pending. */
export const ModalDestroyedError = defineRpcError(
  'ModalDestroyedError',
  ErrorCode.destroyed,
  'The modal was destroyed.',
)
export type ModalDestroyedError = ProviderRpcError

/** Why `modal.open({ view })` refused a view (`ViewUnavailableError.data.reason`). */
export type ViewUnavailableReason =
  | 'unknown'
  | 'internal'
  | 'featureDisabled'
  | 'needsConnection'
  | 'unsupportedNetwork'

/**
 * `modal.open({ view })` with a view the modal cannot show: not one of its views (`unknown`),
 * one only its own flow opens (`internal`), one whose feature is off (`featureDisabled`), one
 * that needs a connected wallet (`needsConnection`) or one whose feature does not exist on the
 * connected wallet's network (`unsupportedNetwork`: names on Solana). `data` is `{ view, reason }`.
 */
export const ViewUnavailableError = defineRpcError(
  'ViewUnavailableError',
  ErrorCode.viewUnavailable,
  'The view is not available.',
)
export type ViewUnavailableError = ProviderRpcError

/** The frame server knows no project with this id (its message names the id). */
export const ProjectNotFoundError = defineRpcError(
  'ProjectNotFoundError',
  ErrorCode.projectNotFound,
)
export type ProjectNotFoundError = ProviderRpcError

/** The project's allow-list does not hold the host page's origin (its message names both). */
export const OriginNotAllowedError = defineRpcError(
  'OriginNotAllowedError',
  ErrorCode.originNotAllowed,
)
export type OriginNotAllowedError = ProviderRpcError

/** The frame server could not be reached at `frameUrl`. */
export const FrameUnreachableError = defineRpcError(
  'FrameUnreachableError',
  ErrorCode.frameUnreachable,
)
export type FrameUnreachableError = ProviderRpcError

/**
 * `modal.pay(...)` with a request that is not a payment: an order id, recipient, amount or
 * CAIP-19 asset that breaks its rule (the message names the field and the rule).
 */
export const PaymentInvalidError = defineRpcError(
  'PaymentInvalidError',
  ErrorCode.paymentInvalid,
  'The payment request is invalid.',
)
export type PaymentInvalidError = ProviderRpcError

/** Why a valid payment cannot be taken (`PaymentUnavailableError.data.reason`). */
export type PaymentUnavailableReason =
  /** The asset's network is not one of the modal's, nor one the api serves, nor in `networks`. */
  | 'unsupportedNetwork'
  /** The ERC-20 is not a token on its network (no decimals to read). */
  | 'unknownAsset'
  /** This order id was asked for before with another recipient, amount or asset. */
  | 'orderMismatch'
  /** Another `pay` of this order id is under way (in another tab, or a moment ago). */
  | 'orderInProgress'
  /** The modal has no api to keep orders in. */
  | 'noApi'
  /**
   * The visitor closed the Pay view that said their wallet holds too little of the asset, with
   * no swap to make it up.
   */
  | 'insufficientFunds'

/**
 * `modal.pay(...)` that cannot be paid: `data` is `{ reason }` (PaymentUnavailableReason).
 */
export const PaymentUnavailableError = defineRpcError(
  'PaymentUnavailableError',
  ErrorCode.paymentUnavailable,
  'This payment cannot be taken.',
)
export type PaymentUnavailableError = ProviderRpcError

const byCode: Record<number, RpcErrorClass> = Object.fromEntries(
  [
    UserRejectedRequestError,
    UnauthorizedProviderError,
    UnsupportedProviderMethodError,
    ProviderDisconnectedError,
    ChainDisconnectedError,
    UnrecognizedChainError,
    InvalidParamsRpcError,
    InternalRpcError,
    InvalidMessageError,
    ProtocolMismatchError,
    FrameTimeoutError,
    RpcNotAllowedError,
    AlreadyConnectedError,
    ModalDestroyedError,
    ViewUnavailableError,
    ProjectNotFoundError,
    OriginNotAllowedError,
    FrameUnreachableError,
    PaymentInvalidError,
    PaymentUnavailableError,
  ].map((Class) => [Class.code, Class]),
)

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
