import { SignedAuthorizationSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'

const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'hex'))
const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity'))
const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an address'))
const Base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'), z.maxLength(20_000))

export const PersonalSignParams = z.tuple([z.string().check(z.maxLength(100_000)), Address])
export const TypedDataParams = z.tuple([
  Address,
  z.union([z.string().check(z.maxLength(100_000)), z.record(z.string(), z.unknown())]),
])
export const TypedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/** A transaction the frame prepared (viem `prepareTransactionRequest`), as JSON-RPC hex. */
export const PreparedTransactionParams = z.tuple([
  z.object({
    from: z.optional(Address),
    to: z.optional(z.nullable(Address)),
    chainId: Quantity,
    nonce: Quantity,
    gas: Quantity,
    value: z.optional(Quantity),
    data: z.optional(Hex),
    maxFeePerGas: z.optional(Quantity),
    maxPriorityFeePerGas: z.optional(Quantity),
    gasPrice: z.optional(Quantity),
    /** EIP-7702 authorizations the vault signed (INIT_SMART_ACCOUNT): a type-4 transaction. */
    authorizationList: z.optional(z.array(SignedAuthorizationSchema).check(z.maxLength(1))),
  }),
])

export const SolanaSignMessageParams = z.object({ address: z.string(), message: Base64 })
export const SolanaSignTransactionParams = z.object({
  address: z.string(),
  chain: z.optional(z.string()),
  transaction: Base64,
})
