import * as v from 'valibot'

const Base64 = v.pipe(v.string(), v.maxLength(1_500_000), v.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const Address = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address'))
const Chain = v.pipe(v.string(), v.regex(/^solana:[-_a-zA-Z0-9]{1,48}$/))

/**
 * The params of each Wallet Standard request the frame sends to a Solana wallet of the host
 * page (HOST_WALLET_REQUEST): bytes as base64, accounts by base58 address.
 */
export const solanaRequestSchemas = {
  'standard:connect': v.optional(v.object({ silent: v.optional(v.boolean()) })),
  'standard:disconnect': v.optional(v.unknown()),
  'solana:signMessage': v.object({ address: Address, message: Base64 }),
  'solana:signTransaction': v.object({ address: Address, chain: Chain, transaction: Base64 }),
  'solana:signAndSendTransaction': v.object({
    address: Address,
    chain: Chain,
    transaction: Base64,
    options: v.optional(
      v.object({
        skipPreflight: v.optional(v.boolean()),
        preflightCommitment: v.optional(v.picklist(['processed', 'confirmed', 'finalized'])),
        maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
  }),
  'solana:signIn': v.object({
    domain: v.optional(v.pipe(v.string(), v.maxLength(256))),
    address: v.optional(Address),
    statement: v.optional(v.pipe(v.string(), v.maxLength(1024))),
    uri: v.optional(v.pipe(v.string(), v.maxLength(1024))),
    version: v.optional(v.literal('1')),
    chainId: v.optional(v.pipe(v.string(), v.maxLength(64))),
    nonce: v.optional(v.pipe(v.string(), v.maxLength(128))),
    issuedAt: v.optional(v.pipe(v.string(), v.maxLength(64))),
    expirationTime: v.optional(v.pipe(v.string(), v.maxLength(64))),
    notBefore: v.optional(v.pipe(v.string(), v.maxLength(64))),
    requestId: v.optional(v.pipe(v.string(), v.maxLength(128))),
    resources: v.optional(v.array(v.pipe(v.string(), v.maxLength(1024)))),
  }),
} as const
