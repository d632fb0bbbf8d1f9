import { base58 } from '@scure/base'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** A Solana address: base58 of a 32-byte public key. */
export const SolanaAddressSchema = z.string().refine((address) => {
  try {
    return address.length <= 44 && base58.decode(address).length === 32
  } catch {
    return false
  }
}, 'not a Solana address')

/** An EVM address (checksummed on the way in) or a Solana address. */
export const SessionAddressSchema = z.string().transform((address, ctx) => {
  if (isAddress(address, { strict: false })) return getAddress(address)
  if (SolanaAddressSchema.safeParse(address).success) return address
  ctx.addIssue({ code: 'custom', message: 'not an EVM or Solana address' })
  return z.NEVER
})

/** Body of `POST /v1/sessions`: a SIWE or SIWS message and its signature (hex or base58). */
export const CreateSessionBodySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().min(1).max(20_000),
})

/** Body of `POST /v1/sessions/{address}/revoke`. */
export const RevokeSessionBodySchema = z.object({
  pci: z.uuid('pci must be a session id'),
  signature: z.string().min(1).max(20_000),
})
