import { z } from 'zod'
import { CaipNetworkIdSchema } from '../chains/DataChainSchema.ts'

export const NftsQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

/** One token an address owns; `address` is the collection's CAIP-10 id. */
export const NftSchema = z.object({
  chainId: z.string(),
  address: z.string(),
  tokenId: z.string(),
  name: z.string(),
  image: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
})
export type Nft = z.infer<typeof NftSchema>
export const NftsResponseSchema = z.object({ data: z.array(NftSchema) })
export type NftsResponse = z.infer<typeof NftsResponseSchema>
