import type { ApiClient } from './createApiClient.ts'
import {
  type OnrampOptions,
  OnrampOptionsSchema,
  type OnrampQuote,
  OnrampQuoteSchema,
  OnrampUrlSchema,
} from './OnrampSchemas.ts'
import { type WalletPage, WalletPageSchema } from './WalletPageSchema.ts'

export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod: string
}

export type OnrampUrlRequest = {
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork: string
  defaultAsset: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetFiatAmount: string
  fiatCurrency: string
  defaultPaymentMethod: string
  quoteId?: string
}

export type WalletQuery = {
  page: number
  entries: number
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  featured?: readonly string[] | undefined
  chains?: readonly string[] | undefined
}

/** SPEC §7 error telemetry body. */
export type ErrorEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'error'
    event: string
    errorType?: string
    errorMessage?: string
    stackTrace?: string
  }
}

/** Registry wallet ids as the api accepts them; rdns or names are filtered in the frame. */
const WALLET_ID = /^[A-Za-z0-9_-]{1,128}$/
const ids = (list: readonly string[] | undefined) => list?.filter((id) => WALLET_ID.test(id))

/** The Data API calls the frame makes, over the generic client. */
export function createDataApi(client: ApiClient) {
  return {
    getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage> {
      return client.get('/v1/wallets', {
        schema: WalletPageSchema,
        query: {
          page: query.page,
          entries: query.entries,
          search: query.search?.trim(),
          include: ids(query.include),
          exclude: ids(query.exclude),
          featured: ids(query.featured),
          chains: query.chains,
        },
        ...(signal ? { signal } : {}),
      })
    },
    /** `/v1/wallets/<id>/image` with the call params (the api requires projectId everywhere). */
    walletImageUrl(imageUrl: string): string {
      return imageUrl.startsWith('/') ? client.url(imageUrl) : imageUrl
    },
    getOnrampOptions(): Promise<OnrampOptions> {
      return client.get('/v1/onramp/options', { schema: OnrampOptionsSchema })
    },
    async getOnrampQuote(body: OnrampQuoteRequest): Promise<OnrampQuote> {
      return (await client.post('/v1/onramp/quote', { body, schema: OnrampQuoteSchema }))!
    },
    /** The provider's widget URL with a fresh single-use session token. */
    async generateOnrampUrl(body: OnrampUrlRequest): Promise<string> {
      return (await client.post('/v1/generators/onrampurl', { body, schema: OnrampUrlSchema }))!.url
    },
    async sendErrorEvent(body: ErrorEventBody): Promise<void> {
      await client.post('/e', { body })
    },
  }
}
export type DataApi = ReturnType<typeof createDataApi>
