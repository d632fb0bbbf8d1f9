import { randomUUID } from 'node:crypto'
import { type SiwxSession, siwxRevokeMessage } from '@porthole/shared-protocol'
import { Hono } from 'hono'
import { generateSiweNonce } from 'viem/siwe'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { consumeNonce, insertNonce } from '../db/siwx/siwxNonces.ts'
import { findActiveSessions, insertSession, revokeSession } from '../db/siwx/siwxSessions.ts'
import { InvalidSignatureError, NonceRejectedError, NotFoundError } from '../errors.ts'
import { paramBodyRoute } from '../input/paramBodyRoute.ts'
import { parseInput } from '../input/parseInput.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'
import {
  CreateSessionBodySchema,
  RevokeSessionBodySchema,
  SessionAddressSchema,
} from './SessionSchemas.ts'
import { verifyAddressSignature } from './verifyAddressSignature.ts'
import { verifySiwxMessage } from './verifySiwxMessage.ts'

/**
 * Sign-in (SIWE for eip155, SIWS for solana, CAIP-122 with BIP-322 for bip122; SPEC §7, SECURITY #22): single-use expiring
 * nonces, verified sessions per project and address, and revocation signed by the address.
 */
export function createSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/v1/sessions/nonce', async (c) => {
      const { project } = c.get('call')
      const issuedAt = new Date(deps.clock.now())
      const expiresAt = new Date(issuedAt.getTime() + deps.siwx.nonceTtlSeconds * 1000)
      const nonce = generateSiweNonce()
      await insertNonce(deps.db, { nonce, projectId: project.id, issuedAt, expiresAt })
      return c.json({ nonce, expiresAt: expiresAt.toISOString() }, 201)
    })
    .post('/v1/sessions', validateInput('json', CreateSessionBodySchema), async (c) => {
      const { project } = c.get('call')
      const body = c.req.valid('json')
      const now = new Date(deps.clock.now())
      const parsed = await verifySiwxMessage({
        project,
        message: body.message,
        signature: body.signature,
        now,
        evmRpcUrls: deps.siwx.evmRpcUrls,
      })
      const address = parseInput(SessionAddressSchema, parsed.address, 'body')
      const longest = now.getTime() + deps.siwx.sessionMaxAgeSeconds * 1000
      const expiresAt = new Date(Math.min(parsed.expirationTime?.getTime() ?? longest, longest))
      const session = await deps.db.transaction(async (tx) => {
        const fresh = await consumeNonce(tx, {
          nonce: parsed.nonce,
          projectId: project.id,
          at: now,
        })
        if (!fresh) throw new NonceRejectedError()
        return insertSession(tx, {
          pci: randomUUID(),
          projectId: project.id,
          namespace: parsed.namespace,
          address,
          chainId: parsed.chainId as SiwxSession['chainId'],
          domain: parsed.domain,
          uri: parsed.uri,
          message: body.message,
          issuedAt: parsed.issuedAt,
          expiresAt,
          createdAt: now,
        })
      })
      return c.json(session, 201)
    })
    .get('/v1/sessions/:address', validateParam('address', SessionAddressSchema), async (c) => {
      const { project } = c.get('call')
      const address = c.req.valid('param').address
      const sessions = await findActiveSessions(deps.db, {
        projectId: project.id,
        address,
        at: new Date(deps.clock.now()),
      })
      return c.json({ sessions })
    })
    .post(
      '/v1/sessions/:address/revoke',
      ...paramBodyRoute(
        'address',
        SessionAddressSchema,
        RevokeSessionBodySchema,
        async ({ projectId, param: address, body }, c) => {
          const signed = await verifyAddressSignature({
            address,
            message: siwxRevokeMessage(body.pci),
            signature: body.signature,
          })
          if (!signed) throw new InvalidSignatureError()
          const at = new Date(deps.clock.now())
          const found = await revokeSession(deps.db, {
            projectId,
            address,
            pci: body.pci,
            at,
          })
          if (!found) throw new NotFoundError(`No session ${body.pci} for ${address}.`)
          return c.json({ pci: body.pci, revoked: true })
        },
      ),
    )
}
