import { createHash } from 'node:crypto'
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../AppEnv.ts'
import { findEmbeddedPasskey, saveEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { deleteEmbeddedRecoveryCode } from '../../db/embedded/embeddedRecoveryCodes.ts'
import {
  confirmEmbeddedWallet,
  updateEmbeddedAuthShare,
} from '../../db/embedded/embeddedWallets.ts'
import { PasskeyVerificationError } from '../../errors.ts'
import { RegisterPasskeyBodySchema } from './PasskeySchemas.ts'
import { passkeyBodyRoute } from './passkeyBodyRoute.ts'
import { createPasskeySetup } from './passkeySetup.ts'
import { readPasskeyCaller } from './readPasskeyCaller.ts'

/**
 * The recovery passkey (docs/decisions/0157-the-recovery-passkey.md): its status and the registration
 * ceremony (`passkeyRecoveryRoutes` has the authentication one), verified with `@simplewebauthn/server` against the vault's origin
 * (the passkey's relying party), for a live email-login session. The api keeps the vault's
 * ciphertext of the recovery share and gives it back only after a verified assertion; it never
 * sees the PRF output that opens it.
 */
export function createPasskeyRoutes(deps: AppDeps): Hono<AppEnv> {
  const { configured, now, saveChallenge, takeChallenge, verifyFailed, requireSignedShares } =
    createPasskeySetup(deps)

  return new Hono<AppEnv>()
    .get('/v1/embedded/passkey', async (c) => {
      const { account } = await readPasskeyCaller(deps, configured, c)
      const passkey = await findEmbeddedPasskey(deps.db, account)
      return c.json({ passkey: passkey ? { createdAt: passkey.createdAt.toISOString() } : null })
    })
    .post('/v1/embedded/passkey/register/options', async (c) => {
      const { rpID, project, session, wallet } = await readPasskeyCaller(deps, configured, c)
      await wallet()
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
      await saveChallenge(session.tokenHash, 'register', creation.challenge)
      return c.json(creation)
    })
    .post(
      '/v1/embedded/passkey/register/verify',
      ...passkeyBodyRoute(deps, configured, RegisterPasskeyBodySchema, async (caller, body, c) => {
        const { session, account } = caller
        await requireSignedShares((await caller.wallet()).evmAddress, body)
        const challenge = await takeChallenge(session.tokenHash, 'register')
        const result = await verifyRegistrationResponse({
          response: body.response,
          expectedChallenge: challenge,
          expectedOrigin: caller.origin,
          expectedRPID: caller.rpID,
          requireUserVerification: true,
        }).catch(verifyFailed)
        if (!result.verified) throw new PasskeyVerificationError()
        const { credential } = result.registrationInfo
        const createdAt = now()
        // The new auth share and the passkey that seals the new recovery share land together;
        // a recovery code's seal (of the old split) goes: one recovery method at a time.
        await deps.db.transaction(async (tx) => {
          await deleteEmbeddedRecoveryCode(tx, account)
          await updateEmbeddedAuthShare(tx, {
            ...account,
            sealedAuthShare: caller.sealAuthShare(body.authShare),
          })
          await saveEmbeddedPasskey(tx, {
            ...account,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            prfSalt: body.prfSalt,
            sealedRecovery: caller.sealRecovery(body.sealedRecovery),
            createdAt,
          })
          // With a recovery method the wallet is confirmed: it is kept for good from now on.
          await confirmEmbeddedWallet(tx, { ...account, at: createdAt })
        })
        return c.json({ createdAt: createdAt.toISOString() }, 201)
      }),
    )
}
