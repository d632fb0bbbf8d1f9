import { createHash } from 'node:crypto'
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  findEmbeddedPasskey,
  saveChallenge,
  saveEmbeddedPasskey,
  takeChallenge,
} from '../db/embeddedPasskeys.ts'
import { findEmbeddedWallet, updateEmbeddedAuthShare } from '../db/embeddedWallets.ts'
import { NoEmbeddedWalletError, PasskeyVerificationError } from '../errors.ts'
import { validateInput } from '../validateInput.ts'
import { sealShare } from './embeddedKeys.ts'
import { RegisterPasskeyBodySchema } from './PasskeySchemas.ts'
import { createPasskeySetup } from './passkeySetup.ts'
import { readEmbeddedSession } from './readEmbeddedSession.ts'

/**
 * The recovery passkey (docs/decisions.md "Recovery passkey"): its status and the registration
 * ceremony (`passkeyRecoveryRoutes` has the authentication one), verified with `@simplewebauthn/server` against the vault's origin
 * (the passkey's relying party), for a live email-login session. The api keeps the vault's
 * ciphertext of the recovery share and gives it back only after a verified assertion; it never
 * sees the PRF output that opens it.
 */
export function createPasskeyRoutes(deps: AppDeps): Hono<AppEnv> {
  const { configured, now, expires, aad, verifyFailed, signedByKey } = createPasskeySetup(deps)

  return new Hono<AppEnv>()
    .get('/v1/embedded/passkey', async (c) => {
      configured()
      const { project } = c.get('call')
      const session = await readEmbeddedSession(deps, c)
      const passkey = await findEmbeddedPasskey(deps.db, {
        projectId: project.id,
        email: session.email,
      })
      return c.json({ passkey: passkey ? { createdAt: passkey.createdAt.toISOString() } : null })
    })
    .post('/v1/embedded/passkey/register/options', async (c) => {
      const { rpID } = configured()
      const { project } = c.get('call')
      const session = await readEmbeddedSession(deps, c)
      const wallet = await findEmbeddedWallet(deps.db, {
        projectId: project.id,
        email: session.email,
      })
      if (!wallet) throw new NoEmbeddedWalletError()
      const userID = createHash('sha256').update(`${project.id}\n${session.email}`).digest()
      const creation = await generateRegistrationOptions({
        rpName: project.name,
        rpID,
        userName: session.email,
        userID: new Uint8Array(userID),
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        supportedAlgorithmIDs: [-7, -257],
      })
      await saveChallenge(deps.db, {
        tokenHash: session.tokenHash,
        purpose: 'register',
        challenge: creation.challenge,
        expiresAt: expires(),
      })
      return c.json(creation)
    })
    .post(
      '/v1/embedded/passkey/register/verify',
      validateInput('json', RegisterPasskeyBodySchema),
      async (c) => {
        const { keys, origin, rpID } = configured()
        const { project } = c.get('call')
        const session = await readEmbeddedSession(deps, c)
        const body = c.req.valid('json')
        const key = { projectId: project.id, email: session.email }
        const wallet = await findEmbeddedWallet(deps.db, key)
        if (!wallet) throw new NoEmbeddedWalletError()
        if (!(await signedByKey(wallet.evmAddress, body.authShare, body.signature)))
          throw new PasskeyVerificationError({
            details: 'the new shares are not signed by the key',
          })
        const challenge = await takeChallenge(deps.db, {
          tokenHash: session.tokenHash,
          purpose: 'register',
          at: now(),
        })
        if (!challenge) throw new PasskeyVerificationError()
        const result = await verifyRegistrationResponse({
          response: body.response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        }).catch(verifyFailed)
        if (!result.verified) throw new PasskeyVerificationError()
        const { credential } = result.registrationInfo
        const createdAt = now()
        // The new auth share and the passkey that seals the new recovery share land together.
        await deps.db.transaction(async (tx) => {
          await updateEmbeddedAuthShare(tx, {
            ...key,
            sealedAuthShare: sealShare(keys, `${project.id}\n${session.email}`, body.authShare),
          })
          await saveEmbeddedPasskey(tx, {
            ...key,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            prfSalt: body.prfSalt,
            sealedRecovery: sealShare(keys, aad(project.id, session.email), body.sealedRecovery),
            createdAt,
          })
        })
        return c.json({ createdAt: createdAt.toISOString() }, 201)
      },
    )
}
