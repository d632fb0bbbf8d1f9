import { BaseError } from '@porthole/shared-protocol'

/**
 * An EIP-7702 delegation of a wallet that cannot remove it from the modal (decision 0275): any
 * but the embedded one (decision 0012).
 */
export class DelegationNotRevocableError extends BaseError {
  override name = 'DelegationNotRevocableError'
  constructor() {
    super('The delegation cannot be revoked here', {
      details:
        'Revoking it takes an authorization to the zero address, signed by the wallet itself.',
    })
  }
}
