import { createHash } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { Hono } from 'hono'
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  findEmbeddedPasskey,
  saveChallenge,
  saveEmbeddedPasskey,
  takeChallenge,
  updatePasskeyCounter,
} from '../db/embeddedPasskeys.ts'
import { findEmbeddedWallet, updateEmbeddedAuthShare } from '../db/embeddedWallets.ts'
import {
  EmbeddedLoginUnavailableError,
  NoEmbeddedWalletError,
  NoPasskeyError,
  PasskeyUnavailableError,
  PasskeyVerificationError,
} from '../errors.ts'
import { parseInput } from '../parseInput.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { deriveEmbeddedKeys, openShare, sealShare } from './embeddedKeys.ts'
import { PasskeyLoginBodySchema, RegisterPasskeyBodySchema } from './PasskeySchemas.ts'
import { readEmbeddedSession } from './readEmbeddedSession.ts'

const CHALLENGE_TTL_MS = 5 * 60_000

/**
 * The recovery passkey (docs/decisions.md "Recovery passkey"): registration and
 * authentication ceremonies verified with `@simplewebauthn/server` against the vault's origin
 * (the passkey's relying party), for a live email-login session. The api keeps the vault's
 * ciphertext of the recovery share and gives it back only after a verified assertion; it never
 * sees the PRF output that opens it.
 */
export function createPasskeyRoutes(deps: AppDeps): Hono<AppEnv> {
  const options = deps.embedded
  const keys = options.secret && deriveEmbeddedKeys(options.secret)
  const configured = () => {
    if (!keys) throw new EmbeddedLoginUnavailableError()
    if (!options.vaultOrigin) throw new PasskeyUnavailableError()
    const origin = options.vaultOrigin
    return { keys, origin, rpID: new URL(origin).hostname }
  }
  const now = () => new Date(deps.clock.now())
  const expires = () => new Date(deps.clock.now() + CHALLENGE_TTL_MS)
  const aad = (projectId: string, email: string) => `${projectId}\n${email}\nrecovery`
  const verifyFailed = (cause: unknown): never => {
    throw new PasskeyVerificationError({ cause })
  }
  /** Whether the account's key signed the new auth share (only its holder may replace it). */
  const signedByKey = async (evmAddress: string, authShare: string, signature: string) => {
    const message = `Porthole key shares\n${authShare}`
    const signer = await recoverMessageAddress({ message, signature: signature as Hex }).catch(
      () => undefined,
    )
    return signer !== undefined && isAddressEqual(signer, evmAddress as Hex)
  }

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
    .post('/v1/embedded/passkey/register/verify', async (c) => {
      const { keys, origin, rpID } = configured()
      const { project } = c.get('call')
      const session = await readEmbeddedSession(deps, c)
      const body = parseInput(RegisterPasskeyBodySchema, await readJsonBody(c), 'body')
      const key = { projectId: project.id, email: session.email }
      const wallet = await findEmbeddedWallet(deps.db, key)
      if (!wallet) throw new NoEmbeddedWalletError()
      if (!(await signedByKey(wallet.evmAddress, body.authShare, body.signature)))
        throw new PasskeyVerificationError({ details: 'the new shares are not signed by the key' })
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
    })
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
    .post('/v1/embedded/passkey/login/verify', async (c) => {
      const { keys, origin, rpID } = configured()
      const { project } = c.get('call')
      const session = await readEmbeddedSession(deps, c)
      const body = parseInput(PasskeyLoginBodySchema, await readJsonBody(c), 'body')
      const key = { projectId: project.id, email: session.email }
      const passkey = await findEmbeddedPasskey(deps.db, key)
      if (!passkey) throw new NoPasskeyError()
      const challenge = await takeChallenge(deps.db, {
        tokenHash: session.tokenHash,
        purpose: 'login',
        at: now(),
      })
      if (!challenge || body.response.id !== passkey.credentialId)
        throw new PasskeyVerificationError()
      const result = await verifyAuthenticationResponse({
        response: body.response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
        },
      }).catch(verifyFailed)
      if (!result.verified) throw new PasskeyVerificationError()
      await updatePasskeyCounter(deps.db, { ...key, counter: result.authenticationInfo.newCounter })
      return c.json({
        sealedRecovery: openShare(keys, aad(project.id, session.email), passkey.sealedRecovery),
      })
    })
}
