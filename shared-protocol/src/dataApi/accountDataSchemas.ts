import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

/** One token of `GET /v1/account/{address}/balance` (SPEC §3); `quantity.numeric` is decimal. */
export const TokenBalanceSchema = z.object({
  name: text(200),
  symbol: text(64),
  chainId: text(100),
  address: z.optional(text(200)),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: text(4), numeric: text(100) }),
  iconUrl: text(2048),
})
export type TokenBalance = z.infer<typeof TokenBalanceSchema>
export const BalanceResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) })

const TransferSchema = z.object({
  fungible_info: z.optional(
    z.object({ name: text(200), symbol: text(64), icon: z.object({ url: text(2048) }) }),
  ),
  nft_info: z.optional(
    z.object({
      name: text(200),
      content: z.object({ preview: z.object({ url: text(2048) }) }),
      collection_info: z.object({ name: text(200) }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: text(100) }),
})
export type HistoryTransfer = z.infer<typeof TransferSchema>

/** One transaction of `GET /v1/account/{account}/history` (SPEC §3). */
export const HistoryItemSchema = z.object({
  id: text(200),
  metadata: z.object({
    operationType: text(32),
    hash: text(200),
    minedAt: text(64),
    sentFrom: text(200),
    sentTo: text(200),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: text(100),
    /** Blocks on top of it and its own (0 in the mempool), where the network counts them (bip122). */
    confirmations: z.optional(z.number().check(z.int(), z.minimum(0))),
  }),
  transfers: z.array(TransferSchema),
})
export type HistoryItem = z.infer<typeof HistoryItemSchema>
export const HistoryPageSchema = z.object({
  data: z.array(HistoryItemSchema),
  next: z.nullable(text(200)),
})
export type HistoryPage = z.infer<typeof HistoryPageSchema>

/** One ERC-721 token of `GET /v1/account/{address}/nfts`. */
export const NftSchema = z.object({
  chainId: text(100),
  address: text(200),
  tokenId: text(100),
  name: text(200),
  image: text(100_000),
  collection: z.object({ name: text(200), symbol: text(64) }),
})
export type Nft = z.infer<typeof NftSchema>
export const NftsResponseSchema = z.object({ data: z.array(NftSchema) })
