import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../AppEnv.ts'
import { updatePasskeyCounter, updatePasskeyRecovery } from '../../db/embedded/embeddedPasskeys.ts'
import { updateEmbeddedAuthShare } from '../../db/embedded/embeddedWallets.ts'
import { PasskeyVerificationError, WrongPasskeyError } from '../../errors.ts'
import { PasskeyLoginBodySchema, RecoveredSharesBodySchema } from './PasskeySchemas.ts'
import { passkeyBodyRoute } from './passkeyBodyRoute.ts'
import { createPasskeySetup } from './passkeySetup.ts'
import { readPasskeyCaller } from './readPasskeyCaller.ts'

/**
 * Recovery on a new device (SPEC §4 CONNECT_DEVICE; docs/decisions/0162-new-device-recovery.md): an
 * assertion of the account's passkey, verified with `@simplewebauthn/server`, releases the vault's
 * sealed recovery share; the vault then splits the key again and `login/shares` stores the new auth
 * share and the recovery share sealed anew, once per verified assertion of this session, signed by
 * the key.
 */
export function createPasskeyRecoveryRoutes(deps: AppDeps): Hono<AppEnv> {
  const {
    configured,
    saveChallenge,
    takeChallenge,
    verifyFailed,
    requireSignedShares,
    topOriginOf,
  } = createPasskeySetup(deps)

  return new Hono<AppEnv>()
    .post('/v1/embedded/passkey/login/options', async (c) => {
      const { rpID, session, passkey } = await readPasskeyCaller(deps, configured, c)
      const { credentialId, transports, prfSalt } = await passkey()
      const request = await generateAuthenticationOptions({
        rpID,
        allowCredentials: [{ id: credentialId, transports }],
        userVerification: 'required',
      })
      await saveChallenge(session.tokenHash, 'login', request.challenge)
      return c.json({ options: request, prfSalt })
    })
    .post(
      '/v1/embedded/passkey/login/verify',
      ...passkeyBodyRoute(deps, configured, PasskeyLoginBodySchema, async (caller, body, c) => {
        const { session, account } = caller
        const passkey = await caller.passkey()
        const challenge = await takeChallenge(session.tokenHash, 'login')
        if (body.response.id !== passkey.credentialId) throw new WrongPasskeyError()
        const topOrigin = topOriginOf(caller.project, body.response.response.clientDataJSON)
        const result = await verifyAuthenticationResponse({
          response: body.response,
          expectedChallenge: challenge,
          expectedOrigin: caller.origin,
          ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
          expectedRPID: caller.rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
          },
        }).catch(verifyFailed)
        if (!result.verified) throw new PasskeyVerificationError()
        await updatePasskeyCounter(deps.db, {
          ...account,
          counter: result.authenticationInfo.newCounter,
        })
        // The verified assertion allows one replacement of the shares (`login/shares`).
        await saveChallenge(session.tokenHash, 'recovered', challenge)
        return c.json({ sealedRecovery: caller.openRecovery(passkey.sealedRecovery) })
      }),
    )
    .post(
      '/v1/embedded/passkey/login/shares',
      ...passkeyBodyRoute(deps, configured, RecoveredSharesBodySchema, async (caller, body, c) => {
        const { session, account } = caller
        const wallet = await caller.wallet()
        await caller.passkey()
        await requireSignedShares(wallet.evmAddress, body)
        await takeChallenge(session.tokenHash, 'recovered', {
          details: 'no verified passkey login in this session',
        })
        // The new auth share and the recovery share sealed anew land together.
        await deps.db.transaction(async (tx) => {
          await updateEmbeddedAuthShare(tx, {
            ...account,
            sealedAuthShare: caller.sealAuthShare(body.authShare),
          })
          await updatePasskeyRecovery(tx, {
            ...account,
            sealedRecovery: caller.sealRecovery(body.sealedRecovery),
          })
        })
        return c.json({ replaced: true })
      }),
    )
}
