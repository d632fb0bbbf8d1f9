import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { findName, findNamesByAddress, insertName, registeredNames } from '../db/names.ts'
import { InvalidSignatureError, NameTakenError, NotFoundError, ValidationError } from '../errors.ts'
import { assertSafeText } from '../input/assertSafeText.ts'
import { parseInput } from '../input/parseInput.ts'
import { validateInput } from '../input/validateInput.ts'
import { coinTypeForChainId } from '../names/coinType.ts'
import { AddressSchema, RegisterBodySchema, RegisterMessageSchema } from '../names/NameSchemas.ts'
import { parseFullName } from '../names/parseFullName.ts'
import { suggestLabels } from '../names/suggestLabels.ts'
import { SolanaAddressSchema } from '../siwx/SessionSchemas.ts'

/**
 * SPEC §7 reverse lookup query: `sender`, the connected address asking (checked, not used for
 * the answer), and `apiVersion` 2 (the name records' shape, as `GET /v1/profile/account`).
 * `chainId` is ours: it keeps the names registered for that chain's ENSIP-11 coin type.
 */
const ReverseQuerySchema = z.object({
  sender: z
    .string()
    .refine(
      (value) =>
        AddressSchema.safeParse(value).success || SolanaAddressSchema.safeParse(value).success,
      'sender is not an EVM or Solana address',
    )
    .optional(),
  apiVersion: z.literal('2', 'apiVersion must be 2').optional(),
  chainId: z.coerce.number().int().optional(),
})

/**
 * The name service (SPEC §4, §5, §7): lookup by name, reverse lookup by address,
 * suggestions in a zone, and registration signed by the address.
 */
export function createProfileRoutes(deps: AppDeps): Hono<AppEnv> {
  const zones = deps.nameZones
  return new Hono<AppEnv>()
    .get('/v1/profile/account/:name', async (c) => {
      const name = parseFullName(c.req.param('name'), zones)
      const profile = await findName(deps.db, name.full)
      if (!profile) throw new NotFoundError(`The name "${name.full}" is not registered.`)
      return c.json(profile)
    })
    .get('/v1/profile/reverse/:address', validateInput('query', ReverseQuerySchema), async (c) => {
      const raw = c.req.param('address')
      // SPEC §8: lookups on a namespace the name service does not hold answer empty.
      if (SolanaAddressSchema.safeParse(raw).success) return c.json([])
      const address = parseInput(AddressSchema, raw, 'path')
      const query = c.req.valid('query')
      const coinType = query.chainId === undefined ? undefined : coinTypeForChainId(query.chainId)
      return c.json(await findNamesByAddress(deps.db, address, coinType))
    })
    .get('/v1/profile/suggestions/:name', async (c) => {
      const zone = c.req.query('zone') ?? zones[0]!
      const name = parseFullName(`${c.req.param('name').split('.')[0]}.${zone}`, zones)
      const candidates = suggestLabels(name.label).map((label) => `${label}.${name.zone}`)
      const taken = await registeredNames(deps.db, candidates)
      return c.json({
        suggestions: candidates.map((full) => ({ name: full, registered: taken.has(full) })),
      })
    })
    .post('/v1/profile/account', validateInput('json', RegisterBodySchema), async (c) => {
      const body = c.req.valid('json')
      let parsedMessage: unknown
      try {
        parsedMessage = JSON.parse(body.message)
      } catch (cause) {
        throw new ValidationError(
          'Invalid body: message must be JSON of name, coin_type, attributes and timestamp',
          { cause },
        )
      }
      assertSafeText(parsedMessage, 'body', ['message'])
      const message = parseInput(RegisterMessageSchema, parsedMessage, 'body')
      if (message.coin_type !== body.coin_type) {
        throw new ValidationError(
          `Invalid body: coin_type ${body.coin_type} is not the coin_type ${message.coin_type} of the signed message`,
        )
      }
      const name = parseFullName(message.name, zones)
      const nowSeconds = Math.floor(deps.clock.now() / 1000)
      if (Math.abs(nowSeconds - message.timestamp) > deps.nameMessageMaxAgeSeconds) {
        throw new ValidationError(
          `Invalid body: the message timestamp is stale (more than ${deps.nameMessageMaxAgeSeconds} s from now)`,
        )
      }
      const valid = await verifyMessage({
        address: body.address as `0x${string}`,
        message: body.message,
        signature: body.signature as `0x${string}`,
      }).catch(() => false)
      if (!valid) throw new InvalidSignatureError()
      const profile = await insertName(deps.db, {
        name: name.full,
        address: body.address,
        coinType: body.coin_type,
        attributes: message.attributes,
        at: new Date(deps.clock.now()),
      })
      if (!profile) throw new NameTakenError(name.full)
      return c.json(profile, 201)
    })
}
