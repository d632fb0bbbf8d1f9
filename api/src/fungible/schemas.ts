import { EVM_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** SPEC §9's native placeholder for eip155: this address stands for the chain's coin. */
export { EVM_NATIVE_PLACEHOLDER }

/** A CAIP-10 asset id `eip155:<chain>:<address>`, split. */
export const CaipAssetSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const match = /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/.exec(value)
    if (!match?.[1] || !match[2] || !isAddress(match[2], { strict: false })) {
      ctx.addIssue({ code: 'custom', message: `${value} is not an eip155 CAIP-10 address` })
      return z.NEVER
    }
    return { chainId: match[1], address: getAddress(match[2]) }
  })

export const PriceBodySchema = z.object({
  currency: z.literal('usd', 'currency must be usd').default('usd'),
  addresses: z.array(CaipAssetSchema).min(1).max(100),
  projectId: z.string().optional(),
})

export const FungibleSchema = z.object({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
})
export type Fungible = z.infer<typeof FungibleSchema>
