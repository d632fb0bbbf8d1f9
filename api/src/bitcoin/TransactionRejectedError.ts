import { ApiError } from '../errors.ts'

/**
 * The network refused a transaction (a spent input, a bad signature, dust, a fee too low): a
 * 400 that carries the node's reason as `data.reason`, for the wallet to show.
 */
export class TransactionRejectedError extends ApiError {
  override name = 'TransactionRejectedError'
  override readonly status = 400
  override readonly public = true
  constructor(reason: string) {
    super(`The network refused the transaction: ${reason}.`, { data: { reason } })
  }
}
