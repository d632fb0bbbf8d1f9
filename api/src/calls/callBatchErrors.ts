import { ApiError } from '../errors.ts'

/** EIP-5792 5720 on the frame's side: the account already has a batch with this id. */
export class BatchIdTakenError extends ApiError {
  override name = 'BatchIdTakenError'
  override readonly status = 409
  constructor(batchId: string) {
    super(`The account already has a batch with id "${batchId}".`)
  }
}

/**
 * The batch is not this claim's to change, or not in a state to take the change: another
 * transaction at that index, a batch already stopped, or a sender that went away.
 */
export class BatchClosedError extends ApiError {
  override name = 'BatchClosedError'
  override readonly status = 409
  constructor(batchId: string, why: string) {
    super(`Batch "${batchId}" ${why}.`)
  }
}
