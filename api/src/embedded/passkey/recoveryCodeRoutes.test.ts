import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { findEmbeddedPasskey, saveEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { useEmbeddedTestApp } from '../../testing/useEmbeddedTestApp.ts'

// The vault's side (drawing the code, sealing, splitting) is in vault/src/recoveryCode; the
// journeys through the modal in e2e/tests/embedded/embedded.recovery.spec.ts.
const key = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const sealedRecovery = `${'B'.repeat(16)}.${'C'.repeat(80)}`
const app = useEmbeddedTestApp()
const { call } = app

/** A new session of `email` (a login on another browser), with a wallet of `key` the first time. */
async function signedIn(email: string, { create = true } = {}): Promise<string> {
  const token = await app.openSession(email)
  if (create) await app.createWallet(token, key)
  return token
}

const shares = async (signer = key, fill = 6) => {
  const authShare = Buffer.alloc(33, fill).toString('base64')
  return {
    sealedRecovery,
    authShare,
    signature: await signer.signMessage({ message: `Porthole key shares\n${authShare}` }),
  }
}

test('needs a session; an account starts without a code, which cannot be opened', async () => {
  expect((await call('/v1/embedded/recovery-code', 'x'.repeat(43))).status).toBe(401)
  const token = await signedIn('ada@example.test')
  expect(await (await call('/v1/embedded/recovery-code', token)).json()).toEqual({ code: null })
  const open = await call('/v1/embedded/recovery-code/open', token, {})
  expect(open.status).toBe(404)
  expect((await open.json()).error.name).toBe('NoRecoveryCodeError')
})

test('refuses shares the key did not sign; stores signed ones and gives the seal back to a later login', async () => {
  const email = 'bo@example.test'
  const token = await signedIn(email)
  const unsigned = await call('/v1/embedded/recovery-code', token, await shares(stranger))
  expect(unsigned.status).toBe(400)
  expect((await unsigned.json()).error.name).toBe('PasskeyVerificationError')
  expect(await (await call('/v1/embedded/recovery-code', token)).json()).toEqual({ code: null })

  const confirmed = async () => (await (await call('/v1/embedded/wallet', token)).json()).confirmed
  expect(await confirmed()).toBe(false)
  const stored = await call('/v1/embedded/recovery-code', token, await shares())
  expect(stored.status).toBe(201)
  // With a recovery method the wallet is confirmed (docs/decisions/0041).
  expect(await confirmed()).toBe(true)
  const { createdAt } = await stored.json()
  expect(await (await call('/v1/embedded/recovery-code', token)).json()).toEqual({
    code: { createdAt },
  })
  // At rest, the vault's seal is sealed once more with the server's key.
  const [row] = await app.t.testDb.db.query<{ sealed_recovery: string }>(
    'SELECT sealed_recovery FROM embedded_recovery_codes WHERE email = $1',
    [email],
  )
  expect(row?.sealed_recovery).not.toContain(sealedRecovery)

  // Another browser's login (after the 30 s between codes): the auth share is the new one,
  // the seal the vault's own.
  app.t.clock.advance(31_000)
  const later = await signedIn(email, { create: false })
  const wallet = await (await call('/v1/embedded/wallet', later)).json()
  expect(wallet.authShare).toBe(Buffer.alloc(33, 6).toString('base64'))
  const open = await call('/v1/embedded/recovery-code/open', later, {})
  expect(await open.json()).toEqual({ sealedRecovery })
})

test('one recovery method at a time: a code replaces the passkey', async () => {
  const email = 'cy@example.test'
  const token = await signedIn(email)
  await saveEmbeddedPasskey(app.t.testDb.db, {
    projectId: 'test',
    email,
    credentialId: 'Y3JlZGVudGlhbA',
    publicKey: 'AAAA',
    counter: 0,
    transports: [],
    prfSalt: 'A'.repeat(43),
    sealedRecovery,
    createdAt: new Date(),
  })
  expect((await call('/v1/embedded/recovery-code', token, await shares())).status).toBe(201)
  expect(await findEmbeddedPasskey(app.t.testDb.db, { projectId: 'test', email })).toBeUndefined()
  expect(await (await call('/v1/embedded/passkey', token)).json()).toEqual({ passkey: null })
})
