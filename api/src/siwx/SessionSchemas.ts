import { base58 } from '@scure/base'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { bitcoinNetworkOfAddress } from './verifyBitcoinSignature.ts'

/** A Solana address: base58 of a 32-byte public key. */
export const SolanaAddressSchema = z.string().refine((address) => {
  try {
    return address.length <= 44 && base58.decode(address).length === 32
  } catch {
    return false
  }
}, 'not a Solana address')

/**
 * An EVM address (checksummed on the way in), a Solana address, or a Bitcoin address of a
 * network Porthole knows (SegWit and Taproot ones in lower case, as BIP-173 reads them).
 */
export const SessionAddressSchema = z.string().transform((address, ctx) => {
  if (isAddress(address, { strict: false })) return getAddress(address)
  if (SolanaAddressSchema.safeParse(address).success) return address
  const bitcoin = bitcoinNetworkOfAddress(address)
  if (bitcoin)
    return address.toLowerCase().startsWith(`${bitcoin.bech32}1`) ? address.toLowerCase() : address
  ctx.addIssue({ code: 'custom', message: 'not an EVM, Solana or Bitcoin address' })
  return z.NEVER
})

/** Body of `POST /v1/sessions`: a SIWE, SIWS or Bitcoin message and its signature (hex, base58 or base64). */
export const CreateSessionBodySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().min(1).max(20_000),
})

/** Body of `POST /v1/sessions/{address}/revoke`. */
export const RevokeSessionBodySchema = z.object({
  pci: z.uuid('pci must be a session id'),
  signature: z.string().min(1).max(20_000),
})
