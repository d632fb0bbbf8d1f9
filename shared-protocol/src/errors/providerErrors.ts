// EIP-1193's and JSON-RPC's own errors.
import { ErrorCode, type ProviderRpcError } from './BaseError.ts'
import { defineRpcError } from './defineRpcError.ts'

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
