import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'
import { CaipAssetSchema } from '../fungible/schemas.ts'

/** A CAIP-10 account or token, split (the same form as the price route's assets). */
export const CaipAccountSchema = CaipAssetSchema
export type CaipAccount = z.output<typeof CaipAccountSchema>

/** A token amount in its smallest unit, as a decimal integer string. */
export const AmountSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a whole number of the token’s smallest unit')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value < 2n ** 256n, 'must be above 0 and below 2^256')

/** A slippage tolerance in percent (0.5 means 0.5 %). */
export const SlippageSchema = z.coerce
  .number('slippage must be a number (percent)')
  .min(0, 'slippage must be at least 0')
  .max(50, 'slippage must be at most 50 (percent)')

const GasPriceSchema = z
  .string()
  .regex(/^\d{1,30}$/, 'gasPrice must be a whole number of wei')
  .transform((value) => BigInt(value))

export const TokensQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

export const QuoteQuerySchema = z.object({
  amount: AmountSchema,
  userAddress: CaipAccountSchema,
  from: CaipAccountSchema,
  to: CaipAccountSchema,
  gasPrice: GasPriceSchema.optional(),
  slippage: SlippageSchema.optional(),
})

export const AllowanceQuerySchema = z.object({
  tokenAddress: CaipAccountSchema,
  userAddress: CaipAccountSchema,
})

export const GasPriceQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

export const BuildApproveQuerySchema = z.object({
  userAddress: CaipAccountSchema,
  from: CaipAccountSchema,
  to: CaipAccountSchema,
  /** Absent: an unlimited approval, so later swaps of this token need none. */
  amount: AmountSchema.optional(),
})

export const BuildTransactionBodySchema = z.object({
  amount: AmountSchema,
  eip155: z.object({ slippage: SlippageSchema }).optional(),
  projectId: z.string().optional(),
  from: CaipAccountSchema,
  to: CaipAccountSchema,
  userAddress: CaipAccountSchema,
  disableEstimate: z.boolean().optional(),
})

export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10; the native coin is SPEC §9's 0xEeee… placeholder. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  /** USD price, absent when the chain has no price for it. */
  price: z.number().optional(),
})
export type SwapToken = z.infer<typeof SwapTokenSchema>

export const SwapQuoteSchema = z.object({
  fromAccount: z.string(),
  fromAmount: z.string(),
  toAccount: z.string(),
  toAmount: z.string(),
  /** Every token the swap passes through, CAIP-10, wrapped native where the coin is swapped. */
  route: z.array(z.string()),
  /** Percent the price moves against the trader beyond the pools' fee. */
  priceImpact: z.number(),
  /** The pools' fee, in the smallest unit of the from token. */
  fee: z.string(),
  slippage: z.number(),
  /** Least amount the swap gives at this slippage; below it the swap reverts. */
  minimumReceived: z.string(),
  /** Gas units: estimated for this user when the swap can already run, else typical. */
  gas: z.string(),
  gasPrice: z.string(),
  /** gas × gasPrice in USD, absent without a native price. */
  networkFeeUsd: z.number().optional(),
  blockNumber: z.string(),
})
export type SwapQuote = z.infer<typeof SwapQuoteSchema>

/** A transaction ready for `eth_sendTransaction`. */
export const SwapTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string(),
  value: z.string(),
  eip155: z.object({ gas: z.string().optional(), gasPrice: z.string() }),
})
export type SwapTransaction = z.infer<typeof SwapTransactionSchema>
