import type { NftsResponseSchema } from '@porthole/shared-protocol/dataApi'
import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const NftsQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

// The response schemas are the shared catalog's (`@porthole/shared-protocol/dataApi`).
export type { Nft } from '@porthole/shared-protocol/dataApi'
export type NftsResponse = z.infer<typeof NftsResponseSchema>
