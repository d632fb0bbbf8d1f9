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
