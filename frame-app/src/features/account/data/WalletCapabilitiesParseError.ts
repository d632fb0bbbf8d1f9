import { BaseError } from '@porthole/shared-protocol'

/**
 * SPEC §8: a wallet answered `wallet_getCapabilities` with something that is not an object of
 * capabilities per chain. Reported; Tokens then reads the balance service.
 */
export class WalletCapabilitiesParseError extends BaseError {
  override name = 'WalletCapabilitiesParseError'
  constructor(issues: string) {
    super('Error parsing wallet capabilities', { details: issues })
  }
}
