import { BaseError } from '@porthole/shared-protocol'

/** SPEC §8 'Unsupported chain': a send on a namespace other than eip155 or solana. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(namespace: string) {
    super('Unsupported chain', { details: `Sending on ${namespace} is not supported.` })
  }
}
