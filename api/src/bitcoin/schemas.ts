import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const BitcoinQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

export const BitcoinHistoryQuerySchema = BitcoinQuerySchema.extend({
  /** A page's `next`: the last txid seen. */
  cursor: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'cursor must be a txid')
    .optional(),
})

/** A signed transaction to broadcast, raw in hex (at most 100 kvB, the standard limit). */
export const BitcoinBroadcastBodySchema = z.object({
  hex: z
    .string()
    .regex(/^([0-9a-fA-F]{2})+$/, 'hex must be a raw transaction in hex')
    .max(200_000),
})
