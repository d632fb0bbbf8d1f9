import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const Data = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(200_000))
/** EIP-5792: a capability the host passes; `optional: true` lets a wallet without it go on. */
const Capabilities = z.record(z.string(), z.unknown())

// Arrays, not z.tuple: a tuple anywhere in the frame puts zod's tuple code in the first paint.
/** `wallet_sendCalls` params: one batch (EIP-5792 2.0.0). */
export const SendCallsParams = z.array(
  z.object({
    version: z.optional(z.string()),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
    from: z.optional(Address),
    chainId: Quantity,
    atomicRequired: z.optional(z.boolean()),
    calls: z
      .array(z.object({ to: Address, value: z.optional(Quantity), data: z.optional(Data) }))
      .check(z.minLength(1), z.maxLength(50)),
    capabilities: z.optional(Capabilities),
  }),
)
export type SendCallsBatch = z.infer<typeof SendCallsParams>[number]
export type BatchCall = SendCallsBatch['calls'][number]

/** `wallet_getCapabilities` params: `[address, chainIds?]`. */
export const GetCapabilitiesParams = z.array(z.union([Address, z.array(Quantity)]))
/** `wallet_getCallsStatus` params: `[id]`. */
export const GetCallsStatusParams = z.array(z.string().check(z.minLength(1), z.maxLength(4096)))

/** A wallet's `wallet_getCapabilities` answer: per hex chain id, capability name to value. */
export const CapabilitiesAnswer = z.record(z.string(), z.record(z.string(), z.unknown()))
export type CapabilitiesAnswer = z.infer<typeof CapabilitiesAnswer>

/** The receipt fields `wallet_getCallsStatus` reports per transaction (EIP-5792). */
export const ReceiptSchema = z.object({
  status: z.string(),
  from: Address,
  to: z.nullable(Address),
  blockHash: z.string(),
  blockNumber: z.string(),
  gasUsed: z.string(),
  transactionHash: z.string(),
  logs: z.array(z.object({ address: z.string(), data: z.string(), topics: z.array(z.string()) })),
})
export type RpcReceipt = z.infer<typeof ReceiptSchema>

/** `params` parsed with `schema`, or -32602 naming `method`. */
export function parseParams<S extends z.ZodMiniType>(
  schema: S,
  params: unknown,
  method: string,
): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid params for ${method}.`)
  return parsed.data as z.infer<S>
}
