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

// The response schemas (SwapToken, SwapQuote, SwapTx) are the shared catalog's:
// `@porthole/shared-protocol/dataApi`.
