// Porthole's errors: the bridge, the frame, the modal's views and payments.
import { ErrorCode, type ProviderRpcError } from './BaseError.ts'
import { defineRpcError } from './defineRpcError.ts'

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
