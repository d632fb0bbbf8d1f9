import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { Hono } from 'hono'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  consumeFarcasterChannel,
  findFarcasterChannel,
  insertFarcasterChannel,
} from '../db/social/farcasterChannels.ts'
import { validateInput } from '../input/validateInput.ts'
import { openLoginSession } from '../social/openLoginSession.ts'
import { FarcasterLoginError } from './FarcasterLoginError.ts'

const CompleteBodySchema = z.strictObject({ channelToken: z.string().min(8).max(128) })

const fail = (reason: 'unavailable', what: string, cause: unknown): never => {
  throw new FarcasterLoginError(reason, `${what} failed; try again.`, { cause })
}

/**
 * Sign In With Farcaster (SPEC §4 GET_FARCASTER_URI, CONNECT_FARCASTER) through
 * `@farcaster/auth-client`: `POST /v1/auth/farcaster/channel` opens a relay channel and
 * answers its `url` (QR code and deep link); `POST /v1/auth/farcaster/complete` answers 202
 * while the person has not signed, then checks the signed message against the fid's custody
 * (IdRegistry) or auth addresses (KeyRegistry) on chain 10 and opens the login session.
 */
export function createFarcasterRoutes(deps: AppDeps): Hono<AppEnv> {
  const options = deps.farcaster
  const app = options
    ? createAppClient({
        relay: options.relayUrl,
        ethereum: viemConnector({ rpcUrl: options.rpcUrl }),
      })
    : undefined
  const configured = () => {
    if (!options || !app)
      throw new FarcasterLoginError(
        'not_configured',
        'Farcaster login is not configured on this server.',
      )
    return { options, app }
  }
  return new Hono<AppEnv>()
    .post('/v1/auth/farcaster/channel', async (c) => {
      const { options, app } = configured()
      const { project } = c.get('call')
      const nonce = generateSiweNonce()
      const opened = await app
        .createChannel({ siweUri: options.siweUri, domain: options.domain, nonce })
        .catch((cause: unknown) => fail('unavailable', 'The Farcaster relay', cause))
      if (opened.isError) fail('unavailable', 'The Farcaster relay', opened.error)
      const { channelToken, url } = opened.data
      const createdAt = new Date(deps.clock.now())
      const expiresAt = new Date(createdAt.getTime() + options.channelTtlSeconds * 1000)
      await insertFarcasterChannel(deps.db, {
        channelToken,
        projectId: project.id,
        nonce,
        domain: options.domain,
        createdAt,
        expiresAt,
      })
      return c.json({ channelToken, url, expiresAt: expiresAt.toISOString() }, 201)
    })
    .post('/v1/auth/farcaster/complete', validateInput('json', CompleteBodySchema), async (c) => {
      const { app } = configured()
      const { project } = c.get('call')
      const { channelToken } = c.req.valid('json')
      const at = new Date(deps.clock.now())
      const channel = await findFarcasterChannel(deps.db, {
        channelToken,
        projectId: project.id,
        at,
      })
      if (!channel)
        throw new FarcasterLoginError(
          'stale_channel',
          'This Farcaster sign-in has expired or was already used.',
        )
      const answer = await app
        .status({ channelToken })
        .catch((cause: unknown) => fail('unavailable', 'The Farcaster relay', cause))
      if (answer.isError) fail('unavailable', 'The Farcaster relay', answer.error)
      const status = answer.data
      if (status.state !== 'completed') return c.json({ state: 'pending' as const }, 202)
      if (!(await consumeFarcasterChannel(deps.db, { channelToken, at }))) {
        throw new FarcasterLoginError(
          'stale_channel',
          'This Farcaster sign-in has expired or was already used.',
        )
      }
      if (!status.message || !status.signature) {
        throw new FarcasterLoginError('invalid_message', 'The relay answered no signed message.')
      }
      const verified = await app
        .verifySignInMessage({
          nonce: channel.nonce,
          domain: channel.domain,
          message: status.message,
          signature: status.signature,
          acceptAuthAddress: true,
        })
        .catch((cause: unknown) => ({ isError: true as const, error: cause, success: false }))
      if (verified.isError || !verified.success) {
        const error = verified.error as { errCode?: string; message?: string } | undefined
        if (error?.errCode === 'unavailable')
          fail('unavailable', 'The Farcaster registry check', error)
        // auth-client says 'unauthorized' for a wrong nonce or domain too; the signer check names the fid.
        const notOwner = /not an auth address|does not own fid/.test(error?.message ?? '')
        const reason = notOwner ? 'not_custody' : 'invalid_message'
        const message =
          reason === 'not_custody'
            ? `The signature is not from the custody address or an auth address of Farcaster account ${status.fid ?? '?'}.`
            : `The signed Farcaster message is invalid: ${error?.message ?? 'unknown reason'}`
        throw new FarcasterLoginError(reason, message, { cause: error })
      }
      const session = await openLoginSession(deps, {
        projectId: project.id,
        profile: {
          provider: 'farcaster',
          subject: String(verified.fid),
          email: undefined,
          emailVerified: false,
          username: status.username,
        },
        at,
      })
      return c.json({
        state: 'completed' as const,
        fid: verified.fid,
        authMethod: verified.authMethod,
        session,
      })
    })
}
