import { z } from 'zod'

// Coinbase Onramp's JSON (docs.cdp.coinbase.com, Onramp REST reference). Only the fields the
// api reads are checked; anything else the provider adds is ignored.

const Amount = z.object({ value: z.string(), currency: z.string() })

export const CoinbaseBuyOptionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          displayName: z.string(),
          chainId: z.coerce.number().int(),
          contractAddress: z.string(),
        }),
      ),
    }),
  ),
})
export type CoinbaseBuyOptions = z.output<typeof CoinbaseBuyOptionsSchema>

export const CoinbaseQuoteRequestSchema = z.object({
  purchaseCurrency: z.string(),
  purchaseNetwork: z.string(),
  paymentAmount: z.string(),
  paymentCurrency: z.string(),
  paymentMethod: z.string(),
  country: z.string(),
  subdivision: z.string().optional(),
})
export type CoinbaseQuoteRequest = z.output<typeof CoinbaseQuoteRequestSchema>

export const CoinbaseQuoteSchema = z.object({
  paymentTotal: Amount,
  paymentSubtotal: Amount,
  purchaseAmount: Amount,
  coinbaseFee: Amount,
  networkFee: Amount,
  quoteId: z.string(),
})
export type CoinbaseQuote = z.output<typeof CoinbaseQuoteSchema>

export const CoinbaseTokenRequestSchema = z.object({
  addresses: z.array(z.object({ address: z.string(), blockchains: z.array(z.string()) })),
  assets: z.array(z.string()).optional(),
  clientIp: z.string(),
})
export type CoinbaseTokenRequest = z.output<typeof CoinbaseTokenRequestSchema>

export const CoinbaseTokenSchema = z.object({ token: z.string(), channel_id: z.string() })
