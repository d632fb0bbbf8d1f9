import { BaseError } from '@porthole/shared-protocol'

/** Why a fetch of a third-party URL (NFT metadata or image) was refused or failed. */
export type PublicFetchProblem =
  | 'scheme'
  | 'private-address'
  | 'status'
  | 'too-large'
  | 'content-type'
  | 'network'

export class PublicFetchError extends BaseError {
  override name = 'PublicFetchError'
  constructor(
    readonly problem: PublicFetchProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
