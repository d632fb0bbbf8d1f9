import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { findNamesByAddress } from '../db/names.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'
import { SolanaAddressSchema } from '../siwx/SessionSchemas.ts'

// SPEC §8: the names registry holds EVM addresses; a Solana address has no name (nulls).
const IdentityAddressSchema = z
  .string()
  .refine(
    (value) =>
      EvmAddressSchema.safeParse(value).success || SolanaAddressSchema.safeParse(value).success,
    'not an EVM or Solana address',
  )
const IdentityQuerySchema = z.object({ sender: IdentityAddressSchema.optional() })

/** How long clients and proxies may reuse an identity answer, in seconds. */
export const IDENTITY_MAX_AGE_SECONDS = 300

/**
 * `GET /v1/identity/{address}` (SPEC §7): the address's name and avatar from the names
 * registry (its first registered name; avatar from that name's `avatar` attribute), or
 * nulls (always for a Solana address). Cacheable for 5 minutes.
 */
export function createIdentityRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/identity/:address',
    validateParam('address', IdentityAddressSchema),
    validateInput('query', IdentityQuerySchema),
    async (c) => {
      const { address } = c.req.valid('param')
      const [profile] = address.startsWith('0x') ? await findNamesByAddress(deps.db, address) : []
      c.header('Cache-Control', `public, max-age=${IDENTITY_MAX_AGE_SECONDS}`)
      return c.json({ name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null })
    },
  )
}
