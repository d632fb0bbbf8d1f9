import { BaseError } from '@porthole/shared-protocol'

/** SPEC §5/§8: the data service does not serve the active network, so Tokens has no balances. */
export class UnservedNetworkError extends BaseError {
  override name = 'UnservedNetworkError'
  constructor(chainId: string) {
    super('Token Balance Unavailable', {
      details: `The data service does not serve ${chainId}.`,
    })
  }
}
