import { base58 } from '@scure/base'
import { z } from 'zod'
import { CaipNetworkIdSchema, EvmAddressSchema } from './DataChainSchema.ts'

const isPublicKey = (value: string) => {
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}

/** A Solana account address: base58 of 32 bytes (case matters, so it is kept as given). */
export const SolanaAddressSchema = z
  .string()
  .max(44)
  .refine(isPublicKey, 'not a Solana address (base58 of 32 bytes)')

/**
 * Where an asset's USD price comes from: the price of the same asset on an EVM data chain
 * whose price source knows it (a bridged or pegged token), e.g. `eip155:1` USDC for SPL USDC.
 */
export const PricedAsSchema = z.object({
  caipNetworkId: CaipNetworkIdSchema,
  /** The token on that chain; absent, that chain's native coin. */
  address: EvmAddressSchema.optional(),
})

/** An SPL mint the balance service names (the chain itself names no symbol for a mint). */
export const SolanaKnownTokenSchema = z.object({
  mint: SolanaAddressSchema,
  name: z.string().min(1).max(200),
  symbol: z.string().min(1).max(64),
  iconUrl: z.string().url().optional(),
  pricedAs: PricedAsSchema.optional(),
})

/**
 * A Solana cluster the Data API serves (SPEC §7): SOL and SPL balances read over its
 * JSON-RPC (`getBalance`, `getTokenAccountsByOwner`), and the chain RPC service's proxy
 * (`POST /v1/rpc?chainId=solana:…`) across `rpcUrl` and `rpcFallbackUrls`.
 */
export const SolanaDataChainSchema = z.object({
  caipNetworkId: CaipNetworkIdSchema.refine((id) => id.startsWith('solana:'), 'a Solana network'),
  name: z.string().min(1),
  nativeCurrency: z
    .object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().min(0).max(36),
      iconUrl: z.string().url().optional(),
      pricedAs: PricedAsSchema.optional(),
    })
    .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  rpcUrl: z.string().url(),
  /** More endpoints of the same cluster: the RPC service falls back across all, ranked. */
  rpcFallbackUrls: z.array(z.string().url()).max(10).default([]),
  wsUrl: z.string().url().optional(),
  tokens: z.array(SolanaKnownTokenSchema).default([]),
})
export type SolanaDataChain = z.output<typeof SolanaDataChainSchema>
export type SolanaDataChainInput = z.input<typeof SolanaDataChainSchema>

export const SolanaDataChainsSchema = z.array(SolanaDataChainSchema)
