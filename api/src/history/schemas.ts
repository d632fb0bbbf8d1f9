import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const HistoryQuerySchema = z.object({
  chainId: CaipNetworkIdSchema,
  cursor: z.string().max(200).optional(),
  onramp: z.string().max(32).optional(),
})

// The response schemas are the shared catalog's (`@porthole/shared-protocol/dataApi`).
export type HistoryQuery = z.output<typeof HistoryQuerySchema>

export type {
  HistoryItem,
  HistoryPage,
  HistoryTransfer,
} from '@porthole/shared-protocol/dataApi'
