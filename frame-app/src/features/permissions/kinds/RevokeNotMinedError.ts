import { BaseError } from '@porthole/shared-protocol'

/** A revoke transaction that reverted, or was not seen in a block in time: the permission stands. */
export class RevokeNotMinedError extends BaseError {
  override name = 'RevokeNotMinedError'
  readonly status: 'reverted' | 'timeout'
  constructor(status: 'reverted' | 'timeout') {
    super(status === 'reverted' ? 'The revoke failed' : 'The revoke was not confirmed', {
      details: `The revoke transaction ${status === 'reverted' ? 'reverted' : 'was not mined in time'}.`,
    })
    this.status = status
  }
}
