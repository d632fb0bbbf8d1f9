import { ApiError } from '../errors.ts'

/** A bip122 network the api has no data source for (BITCOIN_DATA_CHAINS). */
export class BitcoinNetworkNotServedError extends ApiError {
  override name = 'BitcoinNetworkNotServedError'
  override readonly status = 404
  constructor(caipNetworkId: string) {
    super(
      `The api serves no Bitcoin data for ${caipNetworkId}: its operator lists networks in BITCOIN_DATA_CHAINS.`,
    )
  }
}
