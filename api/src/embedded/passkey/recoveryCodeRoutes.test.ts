import { expect, test } from 'vitest'
import { findEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { SEALED_RECOVERY as sealedRecovery } from '../../testing/useEmbeddedTestApp.ts'
import { ACCOUNT_KEY, STRANGER_KEY, useRecoveryTestApp } from '../../testing/useRecoveryTestApp.ts'

// The vault's side (drawing the code, sealing, splitting) is in vault/src/recoveryCode; the
// journeys through the modal in e2e/tests/embedded/embedded.recovery.spec.ts.
const app = useRecoveryTestApp()
const { call, signedIn } = app

const shares = (signer = ACCOUNT_KEY, fill = 6) => app.newShares(signer, fill)

test('refuses shares the key did not sign; stores signed ones and gives the seal back to a later login', async () => {
  const email = 'bo@example.test'
  const token = await signedIn(email)
  const unsigned = await call('/v1/embedded/recovery-code', token, await shares(STRANGER_KEY))
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
  await app.savePasskey(email, [])
  expect((await call('/v1/embedded/recovery-code', token, await shares())).status).toBe(201)
  expect(await findEmbeddedPasskey(app.t.testDb.db, { projectId: 'test', email })).toBeUndefined()
  expect(await (await call('/v1/embedded/passkey', token)).json()).toEqual({ passkey: null })
})
