import { RPC_BATCH_SIZE } from '@porthole/shared-protocol'
import { z } from 'zod'

/** One JSON-RPC 2.0 call. */
export const JsonRpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(200), z.number(), z.null()]),
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
export type JsonRpcCall = z.output<typeof JsonRpcCallSchema>

/** A call or a batch of 1 to SPEC §9's 1000 calls. */
export const JsonRpcBodySchema = z.union([
  JsonRpcCallSchema,
  z.array(JsonRpcCallSchema).min(1).max(RPC_BATCH_SIZE),
])

/** What a node answers to one call. */
export const JsonRpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  result: z.unknown().optional(),
  error: z
    .object({ code: z.number(), message: z.string(), data: z.unknown().optional() })
    .optional(),
})
export type JsonRpcResponse = z.output<typeof JsonRpcResponseSchema>

/**
 * The `chainId` (CAIP-2) of `POST /v1/rpc`, an EVM chain or a Solana cluster (its reference:
 * 32 base58 characters); `projectId` is checked by `requireProject`.
 */
export const RpcQuerySchema = z.object({
  chainId: z
    .string()
    .regex(
      /^(eip155:\d{1,20}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/,
      'chainId must be a CAIP-2 id such as eip155:1',
    ),
})
