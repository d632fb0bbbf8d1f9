import type { OnrampOptions, OnrampQuote } from '@porthole/shared-protocol/dataApi'
import type { OnrampQuoteRequest, OnrampUrlRequest } from '../../api/createDataApi.ts'

/** What the on-ramp flow needs from the frame: the Data API and token reads on chain. */
export type OnrampServices = {
  getOptions(): Promise<OnrampOptions>
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  generateUrl(request: OnrampUrlRequest): Promise<string>
  /**
   * The token's balance and decimals for `address` on `chainId`; null when the chain is not
   * one of the host's networks (then a purchase cannot be watched).
   */
  readToken(
    chainId: number,
    token: string,
    address: string,
  ): Promise<{ balance: bigint; decimals: number } | null>
  pollIntervalMs: number
  /** How long a quote and its provider URL live; a quote shown that long is fetched again. */
  quoteTtlMs: number
}
