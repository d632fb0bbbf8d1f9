import { BaseError } from '@porthole/shared-protocol'

/** The data service reads no NFTs on this network (Bitcoin: no ordinals index), so NFTs says so. */
export class UnreadNftsError extends BaseError {
  override name = 'UnreadNftsError'
  constructor(chainId: string) {
    super('NFTs Unavailable', { details: `The data service reads no NFTs on ${chainId}.` })
  }
}
