import { ApiError } from '../errors.ts'

type Options = { details?: string; cause?: unknown; data?: unknown }

/** The order id was asked for before with another recipient, amount or asset. */
export class OrderMismatchError extends ApiError {
  override name = 'OrderMismatchError'
  override readonly status = 409
  constructor(orderId: string, options?: Options) {
    super(`Order "${orderId}" exists with another recipient, amount or asset.`, options)
  }
}

/** Another pay holds the order (it has not finished, been declined, nor gone stale). */
export class OrderInProgressError extends ApiError {
  override name = 'OrderInProgressError'
  override readonly status = 423
  constructor(orderId: string, options?: Options) {
    super(`Order "${orderId}" is being paid.`, options)
  }
}

/** Why an order cannot be made for this asset: `data.reason`. */
export class UnsupportedAssetError extends ApiError {
  override name = 'UnsupportedAssetError'
  override readonly status = 422
  override readonly public = true
  constructor(reason: 'unsupportedNetwork' | 'unknownAsset', message: string) {
    super(message, { data: { reason } })
  }
}

/** What the chain says of a transaction that does not pay the order: `data.reason`. */
export type UnverifiedReason =
  | 'notFound'
  | 'reverted'
  | 'beforeOrder'
  | 'noTransfer'
  | 'alreadyUsed'

/** The recorded transaction does not pay the order (checked on the chain). */
export class PaymentNotVerifiedError extends ApiError {
  override name = 'PaymentNotVerifiedError'
  override readonly status = 422
  override readonly public = true
  constructor(reason: UnverifiedReason, message: string, cause?: unknown) {
    super(message, { data: { reason }, cause })
  }
}
