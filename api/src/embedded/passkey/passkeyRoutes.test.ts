import { describe, expect, test } from 'vitest'
import { createApp } from '../../app.ts'
import {
  ACCOUNT_KEY,
  SAVED_PASSKEY,
  STRANGER_KEY,
  useRecoveryTestApp,
} from '../../testing/useRecoveryTestApp.ts'

// The ceremonies themselves are verified against Chromium's virtual authenticator in
// e2e/tests/embedded/embedded.passkey.spec.ts; here, what the routes refuse before and around them.
const app = useRecoveryTestApp({ vaultOrigin: 'http://vault.localhost:5177' })
const { call, signedIn } = app

const registration = async (signer = ACCOUNT_KEY) => ({
  response: {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    clientExtensionResults: {},
  },
  prfSalt: 'A'.repeat(43),
  ...(await app.newShares(signer)),
})

describe('/v1/embedded/passkey', () => {
  test('registration options name the vault as relying party and the email as user', async () => {
    const token = await signedIn('jan@example.test')
    const res = await call('/v1/embedded/passkey/register/options', token, {})
    expect(res.status).toBe(200)
    const options = await res.json()
    expect(options.rp).toEqual({ name: 'Test project', id: 'vault.localhost' })
    expect(options.user.name).toBe('jan@example.test')
    expect(options.authenticatorSelection.userVerification).toBe('required')
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  })

  test('refuses new shares the key did not sign, and a ceremony that does not verify', async () => {
    const token = await signedIn('kim@example.test')
    await call('/v1/embedded/passkey/register/options', token, {})
    const unsigned = await call(
      '/v1/embedded/passkey/register/verify',
      token,
      await registration(STRANGER_KEY),
    )
    expect(unsigned.status).toBe(400)
    expect((await unsigned.json()).error.name).toBe('PasskeyVerificationError')
    const forged = await call('/v1/embedded/passkey/register/verify', token, await registration())
    expect(forged.status).toBe(400)
    // Nothing was stored: still no passkey, and the auth share is the first one.
    expect(await (await call('/v1/embedded/passkey', token)).json()).toEqual({ passkey: null })
    const wallet = await (await call('/v1/embedded/wallet', token)).json()
    expect(wallet.authShare).toBe(Buffer.alloc(33, 5).toString('base64'))
  })

  test('a new device: an assertion of another passkey is refused as the wrong one; new shares need a verified passkey login', async () => {
    const email = 'lou@example.test'
    const token = await signedIn(email)
    await app.savePasskey(email, ['internal'])
    const options = await call('/v1/embedded/passkey/login/options', token, {})
    const { options: request, prfSalt } = await options.json()
    expect(request.allowCredentials).toEqual([
      { id: SAVED_PASSKEY.credentialId, type: 'public-key', transports: ['internal'] },
    ])
    expect(prfSalt).toBe(SAVED_PASSKEY.prfSalt)
    const assertion = {
      id: 'b3RoZXI',
      rawId: 'b3RoZXI',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    }
    const wrong = await call('/v1/embedded/passkey/login/verify', token, { response: assertion })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error.name).toBe('WrongPasskeyError')
    // No verified assertion in this session: the key's own signature is not enough.
    const { sealedRecovery, authShare, signature } = await registration()
    const shares = await call('/v1/embedded/passkey/login/shares', token, {
      sealedRecovery,
      authShare,
      signature,
    })
    expect(shares.status).toBe(400)
    expect((await shares.json()).error.name).toBe('PasskeyVerificationError')
    const wallet = await (await call('/v1/embedded/wallet', token)).json()
    expect(wallet.authShare).toBe(Buffer.alloc(33, 5).toString('base64'))
  })

  test('answers 503 while the vault origin is not configured', async () => {
    // Another api on the file's database, configured without a vault origin.
    const bare = createApp({
      db: app.t.testDb.db,
      embedded: { secret: new Uint8Array(32).fill(7), mailer: undefined },
    })
    const res = await bare.request('/v1/embedded/passkey?projectId=test')
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: { name: string } }).error.name).toBe(
      'PasskeyUnavailableError',
    )
  })
})
