import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

export const EvmAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an EVM address')
  .transform((value) => getAddress(value))

/** CAIP-2 network id, e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const CaipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'chainId must be a CAIP-2 id such as eip155:1')

/** A token the balance service always checks on a chain (besides those seen in transfers). */
export const KnownTokenSchema = z.object({
  address: EvmAddressSchema,
  iconUrl: z.string().url().optional(),
})

/** Prices from Uniswap-V2-style pools against a stablecoin (1 stablecoin = 1 USD). */
export const UniswapV2PricesSchema = z.object({
  kind: z.literal('uniswapV2'),
  factory: EvmAddressSchema,
  /** Wrapped native token: the native coin's price, and the hop for tokens without a USD pool. */
  wrappedNative: EvmAddressSchema,
  stablecoin: EvmAddressSchema,
})

/**
 * Swaps through a Uniswap-V2-style router (Uniswap V2, SushiSwap, PancakeSwap V2, ...): its
 * factory and wrapped native token are read from the router itself. `feeBps` is the pools'
 * fee (30 for Uniswap V2, 25 for PancakeSwap V2).
 */
export const UniswapV2SwapsSchema = z.object({
  kind: z.literal('uniswapV2'),
  router: EvmAddressSchema,
  feeBps: z.number().int().min(0).max(1000).default(30),
})

/** An Etherscan-compatible explorer API (Etherscan, Blockscout) that serves account history. */
export const EtherscanSourceSchema = z.object({
  kind: z.literal('etherscan'),
  url: z.string().url(),
  apiKey: z.string().optional(),
})

/** A chain the Data API serves (SPEC §7 supported chains), with where its data comes from. */
export const DataChainSchema = z.object({
  caipNetworkId: CaipNetworkIdSchema.refine((id) => id.startsWith('eip155:'), 'an EVM chain'),
  name: z.string().min(1),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(36),
    iconUrl: z.string().url().optional(),
  }),
  rpcUrl: z.string().url(),
  /** More endpoints of the same chain: the RPC service falls back across all, ranked. */
  rpcFallbackUrls: z.array(z.string().url()).max(10).default([]),
  wsUrl: z.string().url().optional(),
  explorerUrl: z.string().url().optional(),
  tokens: z.array(KnownTokenSchema).default([]),
  prices: UniswapV2PricesSchema.optional(),
  /** Where swaps go; absent, the chain answers 'Network not supported for Swaps'. */
  swaps: UniswapV2SwapsSchema.optional(),
  /** Where history comes from: the indexer (default) or an explorer API. */
  history: z
    .union([
      z.object({ kind: z.literal('indexer'), startBlock: z.number().int().min(0) }),
      EtherscanSourceSchema,
    ])
    .default({ kind: 'indexer', startBlock: 0 }),
})
export type DataChain = z.output<typeof DataChainSchema>
export type DataChainInput = z.input<typeof DataChainSchema>

export const DataChainsSchema = z.array(DataChainSchema)
