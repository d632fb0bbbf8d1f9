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

// The older guides write the transaction status answer in snake_case (`tx_hash`), the OpenAPI
// in camelCase (`txHash`); both are read.
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const camelKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(camelKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelKeys(v)]))
      : value

/** One purchase of `GET /v1/buy/user/{partnerUserRef}/transactions` (Transaction Status API). */
export const CoinbaseTransactionSchema = z.object({
  transactionId: z.string().optional(),
  status: z.string(),
  purchaseCurrency: z.string(),
  purchaseNetwork: z.string(),
  purchaseAmount: Amount,
  txHash: z.string().default(''),
  createdAt: z.string(),
  completedAt: z.string().optional(),
  walletAddress: z.string(),
  type: z.string().optional(),
})
export type CoinbaseTransaction = z.output<typeof CoinbaseTransactionSchema>

export const CoinbaseTransactionsSchema = z.preprocess(
  camelKeys,
  z.object({
    transactions: z.array(CoinbaseTransactionSchema),
    nextPageKey: z.string().optional(),
  }),
)
