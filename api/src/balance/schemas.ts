import type { BalanceResponseSchema } from '@porthole/shared-protocol/dataApi'
import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const BalanceQuerySchema = z.object({
  currency: z.literal('usd', 'currency must be usd').default('usd'),
  chainId: CaipNetworkIdSchema,
  /** Present (any value, as the SDK sends a token id): skip the 30 s cache. */
  forceUpdate: z.string().max(200).optional(),
})

// The response schemas are the shared catalog's (`@porthole/shared-protocol/dataApi`).
export { BalanceResponseSchema, type TokenBalance } from '@porthole/shared-protocol/dataApi'
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>
export type BalanceQuery = z.output<typeof BalanceQuerySchema>
