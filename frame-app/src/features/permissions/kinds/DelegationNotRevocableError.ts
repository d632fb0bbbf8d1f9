import { BaseError } from '@porthole/shared-protocol'

/** An EIP-7702 delegation is listed but not revoked from the modal (decision 0275). */
export class DelegationNotRevocableError extends BaseError {
  override name = 'DelegationNotRevocableError'
  constructor() {
    super('The delegation cannot be revoked here', {
      details:
        'Revoking it takes an authorization to the zero address, signed by the wallet itself.',
    })
  }
}
