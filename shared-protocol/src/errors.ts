/**
 * Typed errors, viem style (errors/BaseError.ts): the EIP-1193 ones (errors/providerErrors.ts)
 * and Porthole's (errors/portholeErrors.ts), with their wire form (`toErrorData`, `fromErrorData`).
 */
import {
  ErrorCode,
  type ErrorData,
  ProviderRpcError,
  type RpcErrorClass,
} from './errors/BaseError.ts'
import {
  AlreadyConnectedError,
  FrameTimeoutError,
  FrameUnreachableError,
  InvalidMessageError,
  ModalDestroyedError,
  OriginNotAllowedError,
  PaymentInvalidError,
  PaymentUnavailableError,
  ProjectNotFoundError,
  ProtocolMismatchError,
  RpcNotAllowedError,
  ViewUnavailableError,
} from './errors/portholeErrors.ts'
import {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/providerErrors.ts'

export * from './errors/BaseError.ts'
export { defineRpcError } from './errors/defineRpcError.ts'
export * from './errors/portholeErrors.ts'
export * from './errors/providerErrors.ts'

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
