import type { OnrampOptions, OnrampQuote } from '@porthole/shared-protocol/dataApi'
import type { OnrampQuoteRequest, OnrampUrlRequest } from '../../api/createDataApi.ts'
import type { Purchase } from './actors/watchPurchases.ts'

/** What the on-ramp flow needs from the frame: the Data API. */
export type OnrampServices = {
  getOptions(): Promise<OnrampOptions>
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  generateUrl(request: OnrampUrlRequest): Promise<string>
  /** The account's on-ramp purchases on `chainId`, from its history (`onramp` parameter). */
  getPurchases(address: string, chainId: number): Promise<Purchase[]>
  pollIntervalMs: number
  /** How long a quote and its provider URL live; a quote shown that long is fetched again. */
  quoteTtlMs: number
}
