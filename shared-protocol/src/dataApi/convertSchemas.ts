import * as z from 'zod/mini'

/** `GET /v1/convert/tokens`: the chain's swappable tokens (CAIP-10 addresses). */
export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  price: z.optional(z.number()),
})
export type SwapToken = z.infer<typeof SwapTokenSchema>
export const SwapTokensSchema = z.object({ tokens: z.array(SwapTokenSchema) })

/** One quote of `GET /v1/convert/quotes` (amounts in the tokens' smallest units). */
export const SwapQuoteSchema = z.object({
  fromAccount: z.string(),
  fromAmount: z.string(),
  toAccount: z.string(),
  toAmount: z.string(),
  route: z.array(z.string()),
  priceImpact: z.number(),
  fee: z.string(),
  slippage: z.number(),
  minimumReceived: z.string(),
  gas: z.string(),
  gasPrice: z.string(),
  networkFeeUsd: z.optional(z.number()),
  blockNumber: z.string(),
})
export type SwapQuote = z.infer<typeof SwapQuoteSchema>
export const SwapQuotesSchema = z.object({ quotes: z.array(SwapQuoteSchema) })

export const AllowanceSchema = z.object({ allowance: z.string().check(z.regex(/^\d+$/)) })

const wei = z.string().check(z.regex(/^\d{1,30}$/))
/** `GET /v1/convert/gas-price`: the network's gas prices in wei, slowest first. */
export const GasPricesSchema = z.object({ standard: wei, fast: wei, instant: wei })

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** A transaction the api built, ready for `eth_sendTransaction`. */
export const SwapTxSchema = z.object({
  from: hex,
  to: hex,
  data: hex,
  value: z.string().check(z.regex(/^\d+$/)),
  eip155: z.object({ gas: z.optional(z.string()), gasPrice: z.string() }),
})
export type SwapTx = z.infer<typeof SwapTxSchema>
export const BuiltTxSchema = z.object({ tx: SwapTxSchema })
