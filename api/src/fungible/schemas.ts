import { EVM_NATIVE_PLACEHOLDER, SOLANA_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { SolanaAddressSchema } from '../chains/SolanaDataChainSchema.ts'

/** SPEC §9's native placeholders: these addresses stand for the chain's or cluster's coin. */
export { EVM_NATIVE_PLACEHOLDER, SOLANA_NATIVE_PLACEHOLDER }

/** A CAIP-10 asset id `eip155:<chain>:<address>`, split (the address checksummed). */
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

/**
 * An asset to price: an eip155 CAIP-10 id as `CaipAssetSchema`, or `solana:<cluster>:<mint>`
 * (base58 of 32 bytes, kept as given: case matters).
 */
const PricedAssetSchema = z
  .string()
  .max(200)
  .transform((value, ctx): { chainId: string; address: string } => {
    const evm = CaipAssetSchema.safeParse(value)
    if (evm.success) return evm.data
    const solana = /^(solana:[-_a-zA-Z0-9]{1,48}):([1-9A-HJ-NP-Za-km-z]{32,44})$/.exec(value)
    if (solana?.[1] && solana[2] && SolanaAddressSchema.safeParse(solana[2]).success)
      return { chainId: solana[1], address: solana[2] }
    ctx.addIssue({ code: 'custom', message: `${value} is not an eip155 or solana CAIP-10 address` })
    return z.NEVER
  })

export const PriceBodySchema = z.object({
  currency: z.literal('usd', 'currency must be usd').default('usd'),
  addresses: z.array(PricedAssetSchema).min(1).max(100),
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
