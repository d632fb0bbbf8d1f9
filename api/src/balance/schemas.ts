import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const BalanceQuerySchema = z.object({
  currency: z.literal('usd', 'currency must be usd').default('usd'),
  chainId: CaipNetworkIdSchema,
  /** Present (any value, as the SDK sends a token id): skip the 30 s cache. */
  forceUpdate: z.string().max(200).optional(),
})

/** SPEC §3 token balance item. `address` is CAIP-10 and absent for the native coin. */
export const TokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof TokenBalanceSchema>

export const BalanceResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) })
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>
