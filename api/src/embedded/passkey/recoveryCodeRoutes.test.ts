import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { findEmbeddedPasskey, saveEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { expectNoRecoveryMethodYet } from '../../testing/expectNoRecoveryMethodYet.ts'
import {
  SEALED_RECOVERY as sealedRecovery,
  useEmbeddedTestApp,
} from '../../testing/useEmbeddedTestApp.ts'

// The vault's side (drawing the code, sealing, splitting) is in vault/src/recoveryCode; the
// journeys through the modal in e2e/tests/embedded/embedded.recovery.spec.ts.
const key = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const app = useEmbeddedTestApp()
const { call } = app

/** A session of `email` with a wallet of `key`. */
const signedIn = (email: string) => app.openSessionWithWallet(email, key)

const shares = (signer = key, fill = 6) => app.newShares(signer, fill)

test('needs a session; an account starts without a code, which cannot be opened', async () => {
  await expectNoRecoveryMethodYet(app, await signedIn('ada@example.test'), {
    status: '/v1/embedded/recovery-code',
    none: { code: null },
    use: '/v1/embedded/recovery-code/open',
    error: 'NoRecoveryCodeError',
  })
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
  const later = await app.openSession(email)
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
