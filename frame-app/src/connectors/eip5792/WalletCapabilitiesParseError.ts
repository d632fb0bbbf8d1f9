import { BaseError } from '@porthole/shared-protocol'

/**
 * SPEC §8: a wallet answered `wallet_getCapabilities` with something that is not an object of
 * capabilities per chain. The host's own `wallet_getCapabilities` rejects with it (code 5000);
 * Tokens' asset discovery reports it and reads the balance service instead.
 */
export class WalletCapabilitiesParseError extends BaseError {
  override name = 'WalletCapabilitiesParseError'
  constructor(issues: string) {
    super('Error parsing wallet capabilities', { details: issues })
  }
}
