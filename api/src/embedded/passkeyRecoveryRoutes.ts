import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  findEmbeddedPasskey,
  saveChallenge,
  takeChallenge,
  updatePasskeyCounter,
  updatePasskeyRecovery,
} from '../db/embeddedPasskeys.ts'
import { findEmbeddedWallet, updateEmbeddedAuthShare } from '../db/embeddedWallets.ts'
import {
  NoEmbeddedWalletError,
  NoPasskeyError,
  PasskeyVerificationError,
  WrongPasskeyError,
} from '../errors.ts'
import { validateInput } from '../validateInput.ts'
import { openShare, sealShare } from './embeddedKeys.ts'
import { PasskeyLoginBodySchema, RecoveredSharesBodySchema } from './PasskeySchemas.ts'
import { createPasskeySetup } from './passkeySetup.ts'
import { readEmbeddedSession } from './readEmbeddedSession.ts'

/**
 * Recovery on a new device (SPEC §4 CONNECT_DEVICE; docs/decisions.md "A new device opens the
 * wallet with its recovery passkey"): an assertion of the account's passkey, verified with
 * `@simplewebauthn/server`, releases the vault's sealed recovery share; the vault then splits
 * the key again and `login/shares` stores the new auth share and the recovery share sealed
 * anew, once per verified assertion of this session, signed by the key.
 */
export function createPasskeyRecoveryRoutes(deps: AppDeps): Hono<AppEnv> {
  const { configured, now, expires, aad, verifyFailed, signedByKey, topOriginOf } =
    createPasskeySetup(deps)

  return new Hono<AppEnv>()
    .post('/v1/embedded/passkey/login/options', async (c) => {
      const { rpID } = configured()
      const { project } = c.get('call')
      const session = await readEmbeddedSession(deps, c)
      const passkey = await findEmbeddedPasskey(deps.db, {
        projectId: project.id,
        email: session.email,
      })
      if (!passkey) throw new NoPasskeyError()
      const request = await generateAuthenticationOptions({
        rpID,
        allowCredentials: [{ id: passkey.credentialId, transports: passkey.transports }],
        userVerification: 'required',
      })
      await saveChallenge(deps.db, {
        tokenHash: session.tokenHash,
        purpose: 'login',
        challenge: request.challenge,
        expiresAt: expires(),
      })
      return c.json({ options: request, prfSalt: passkey.prfSalt })
    })
    .post(
      '/v1/embedded/passkey/login/verify',
      validateInput('json', PasskeyLoginBodySchema),
      async (c) => {
        const { keys, origin, rpID } = configured()
        const { project } = c.get('call')
        const session = await readEmbeddedSession(deps, c)
        const body = c.req.valid('json')
        const key = { projectId: project.id, email: session.email }
        const passkey = await findEmbeddedPasskey(deps.db, key)
        if (!passkey) throw new NoPasskeyError()
        const challenge = await takeChallenge(deps.db, {
          tokenHash: session.tokenHash,
          purpose: 'login',
          at: now(),
        })
        if (!challenge) throw new PasskeyVerificationError()
        if (body.response.id !== passkey.credentialId) throw new WrongPasskeyError()
        const topOrigin = topOriginOf(project, body.response.response.clientDataJSON)
        const result = await verifyAuthenticationResponse({
          response: body.response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
          },
        }).catch(verifyFailed)
        if (!result.verified) throw new PasskeyVerificationError()
        await updatePasskeyCounter(deps.db, {
          ...key,
          counter: result.authenticationInfo.newCounter,
        })
        // The verified assertion allows one replacement of the shares (`login/shares`).
        await saveChallenge(deps.db, {
          tokenHash: session.tokenHash,
          purpose: 'recovered',
          challenge: challenge,
          expiresAt: expires(),
        })
        return c.json({
          sealedRecovery: openShare(keys, aad(project.id, session.email), passkey.sealedRecovery),
        })
      },
    )
    .post(
      '/v1/embedded/passkey/login/shares',
      validateInput('json', RecoveredSharesBodySchema),
      async (c) => {
        const { keys } = configured()
        const { project } = c.get('call')
        const session = await readEmbeddedSession(deps, c)
        const body = c.req.valid('json')
        const key = { projectId: project.id, email: session.email }
        const wallet = await findEmbeddedWallet(deps.db, key)
        if (!wallet) throw new NoEmbeddedWalletError()
        if (!(await findEmbeddedPasskey(deps.db, key))) throw new NoPasskeyError()
        if (!(await signedByKey(wallet.evmAddress, body.authShare, body.signature)))
          throw new PasskeyVerificationError({
            details: 'the new shares are not signed by the key',
          })
        const recovered = await takeChallenge(deps.db, {
          tokenHash: session.tokenHash,
          purpose: 'recovered',
          at: now(),
        })
        if (!recovered)
          throw new PasskeyVerificationError({
            details: 'no verified passkey login in this session',
          })
        // The new auth share and the recovery share sealed anew land together.
        await deps.db.transaction(async (tx) => {
          await updateEmbeddedAuthShare(tx, {
            ...key,
            sealedAuthShare: sealShare(keys, `${project.id}\n${session.email}`, body.authShare),
          })
          await updatePasskeyRecovery(tx, {
            ...key,
            sealedRecovery: sealShare(keys, aad(project.id, session.email), body.sealedRecovery),
          })
        })
        return c.json({ replaced: true })
      },
    )
}
