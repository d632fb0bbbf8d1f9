import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const HistoryQuerySchema = z.object({
  chainId: CaipNetworkIdSchema,
  cursor: z.string().max(200).optional(),
  onramp: z.string().max(32).optional(),
})

const TransferSchema = z.object({
  fungible_info: z
    .object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) })
    .optional(),
  nft_info: z
    .object({
      name: z.string(),
      content: z.object({ preview: z.object({ url: z.string() }) }),
      collection_info: z.object({ name: z.string() }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
})

/** SPEC §3 transaction history item; `id` and `metadata.hash` are the transaction hash. */
export const HistoryItemSchema = z.object({
  id: z.string(),
  metadata: z.object({
    // 'buy': an on-ramp purchase (only with the `onramp` parameter).
    operationType: z.enum(['send', 'receive', 'mint', 'burn', 'trade', 'execute', 'buy']),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: z.string(),
  }),
  transfers: z.array(TransferSchema),
})
export type HistoryItem = z.infer<typeof HistoryItemSchema>
export type HistoryTransfer = z.infer<typeof TransferSchema>

export const HistoryPageSchema = z.object({
  data: z.array(HistoryItemSchema),
  next: z.string().nullable(),
})
export type HistoryPage = z.infer<typeof HistoryPageSchema>
