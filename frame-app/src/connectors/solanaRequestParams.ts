import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'

/** Bytes as base64 text. */
export const Base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const Address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/**
 * The params of the frame's Solana wallet requests, as the host's Porthole wallet sends them
 * (Wallet Standard features as methods, bytes as base64, the account by base58 address).
 */
export const SignMessageParams = z.object({ address: Address, message: Base64 })
export const TransactionParams = z.object({
  address: Address,
  chain: z.optional(z.string()),
  transaction: Base64,
  options: z.optional(z.record(z.string(), z.unknown())),
})

/** `value` read by `schema`, or `InvalidParamsRpcError` (-32602) naming `what`. */
export function parseSolanaParams<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid ${what}.`)
  return parsed.data
}
