import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from './schemas.ts'

/**
 * A sign-in session as the api answers it (`POST /v1/sessions`, `GET /v1/sessions/{address}`):
 * one verified SIWE (eip155) or SIWS (solana) message. `pci` identifies it for revocation.
 */
export const SiwxSessionSchema = z.object({
  pci: z.string().check(z.uuid()),
  namespace: z.enum(['eip155', 'solana']),
  address: z.string().check(z.minLength(1), z.maxLength(64)),
  chainId: CaipNetworkIdSchema,
  domain: z.string().check(z.minLength(1), z.maxLength(256)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  issuedAt: z.string(),
  expiresAt: z.string(),
})
export type SiwxSession = z.infer<typeof SiwxSessionSchema>

/**
 * The session a host sees (`modal.getSession()`): the api's record plus the signature, which
 * the host's backend checks itself (see the README's sign-in section). Absent after a reload
 * in a browser that blocks the frame's storage: the signature is never kept in host storage.
 */
export const HostSessionSchema = z.extend(SiwxSessionSchema, {
  signature: z.optional(z.string().check(z.maxLength(20_000))),
})
export type HostSession = z.infer<typeof HostSessionSchema>

/** The text an address signs to revoke one of its sessions (`POST /v1/sessions/{address}/revoke`). */
export function siwxRevokeMessage(pci: string): string {
  return `Revoke sign-in session ${pci}`
}
