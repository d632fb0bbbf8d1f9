import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { confirmEmbeddedWallet } from '../db/embedded/embeddedWallets.ts'
import { createSmtpMailer } from '../mail/createSmtpMailer.ts'
import { type DevMailbox, startDevMailbox } from '../mail/startDevMailbox.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { deriveEmbeddedKeys, openShare, recoveryAad, sealShare } from './embeddedKeys.ts'

let t: TestApp
let mailbox: DevMailbox
const secret = new Uint8Array(32).fill(7)
const keys = deriveEmbeddedKeys(secret)

beforeAll(async () => {
  mailbox = await startDevMailbox()
  t = await createTestApp({
    embedded: {
      secret,
      mailer: createSmtpMailer({ smtpUrl: mailbox.smtpUrl, from: 'Porthole <x@porthole.test>' }),
    },
  })
})
afterAll(async () => {
  await t.testDb.dispose()
  await mailbox.close()
})

const wallet = {
  evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  authShare: Buffer.alloc(33, 5).toString('base64'),
}
const mailsTo = (email: string) => mailbox.messages().filter((m) => m.to.includes(email)).length
const call = (path: string, token: string, body?: unknown) =>
  t.request(`${path}?projectId=test`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
/** Runs `send`, then reads the 6-digit code of the next mail to `email` and its subject. */
async function mailAfter(email: string, send: () => Promise<unknown>) {
  const before = mailsTo(email)
  await send()
  const mail = await mailbox.waitForMail(email, { after: before })
  return { code: mail.text.match(/\b(\d{6})\b/)?.[1] ?? '', subject: mail.subject }
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** An email login (31 s after the last send, so never too soon): its session token. */
async function login(email: string): Promise<string> {
  t.clock.advance(31_000)
  const { code } = await mailAfter(email, () =>
    t.post('/v1/embedded/otp?projectId=test', { email }),
  )
  const res = await t.post('/v1/embedded/otp/verify?projectId=test', { email, code })
  return (await res.json()).token
}
/** An email login with a confirmed wallet: its session token. */
async function account(email: string) {
  const token = await login(email)
  expect((await call('/v1/embedded/wallet', token, wallet)).status).toBe(201)
  // Confirmed, as storing a recovery method does (recoveryCodeRoutes.test.ts).
  await confirmEmbeddedWallet(t.testDb.db, { projectId: 'test', email, at: new Date() })
  return token
}
/** UPDATE_EMAIL's request: the two codes, from the current and the new inbox. */
async function startUpdate(token: string, from: string, to: string) {
  const before = mailsTo(from)
  const secondary = await mailAfter(to, async () => {
    const res = await call('/v1/embedded/email/update', token, { newEmail: to })
    expect(res.status).toBe(202)
  })
  const primary = await mailbox.waitForMail(from, { after: before })
  expect(primary.subject).toMatch(/code to change your email: \d{6}$/)
  expect(secondary.subject).toMatch(/code to confirm this email: \d{6}$/)
  return { primary: primary.text.match(/\b(\d{6})\b/)?.[1] ?? '', secondary: secondary.code }
}
const verifyPrimary = (token: string, code: string) =>
  call('/v1/embedded/email/update/primary', token, { code })
const verifySecondary = (token: string, code: string) =>
  call('/v1/embedded/email/update/secondary', token, { code })

describe('UPDATE_EMAIL', () => {
  test('both codes, in order, move the wallet: the new email logs in to it, the old one does not', async () => {
    const token = await account('ann@example.test')
    // A recovery passkey: its sealed share is bound to the email and must follow it.
    await t.testDb.db.query(
      `INSERT INTO embedded_passkeys (project_id, email, credential_id, public_key, counter,
         transports, prf_salt, sealed_recovery, created_at)
       VALUES ('test', 'ann@example.test', 'cred', 'key', 0, '[]', 'salt', $1, now())`,
      [sealShare(keys, recoveryAad('test', 'ann@example.test'), 'sealed-by-prf')],
    )
    const codes = await startUpdate(token, 'ann@example.test', 'ann.new@example.test')
    const early = await verifySecondary(token, codes.secondary)
    expect((await early.json()).error.name).toBe('PrimaryOtpRequiredError')
    expect((await verifyPrimary(token, codes.primary)).status).toBe(200)
    const done = await verifySecondary(token, codes.secondary)
    expect(await done.json()).toEqual({ newEmail: 'ann.new@example.test' })
    // The session stays signed in, now as the new email, and still opens the auth share.
    expect(await (await call('/v1/embedded/wallet', token)).json()).toEqual({
      email: 'ann.new@example.test',
      ...wallet,
      confirmed: true,
    })
    const [passkey] = await t.testDb.db.query<{ sealed_recovery: string }>(
      "SELECT sealed_recovery FROM embedded_passkeys WHERE email = 'ann.new@example.test'",
    )
    const aad = recoveryAad('test', 'ann.new@example.test')
    expect(openShare(keys, aad, passkey?.sealed_recovery ?? '')).toBe('sealed-by-prf')
    // Each code was single use.
    expect((await verifySecondary(token, codes.secondary)).status).toBe(410)
    const fresh = await login('ann.new@example.test')
    expect((await (await call('/v1/embedded/wallet', fresh)).json()).evmAddress).toBe(
      wallet.evmAddress,
    )
    const old = await login('ann@example.test')
    expect((await call('/v1/embedded/wallet', old)).status).toBe(204)
  })

  test('the request answers alike whether the new email has a wallet; only both codes tell', async () => {
    const token = await account('bea@example.test')
    await account('taken@example.test')
    t.clock.advance(31_000)
    const free = await call('/v1/embedded/email/update', token, { newEmail: 'free@example.test' })
    t.clock.advance(31_000)
    const taken = await call('/v1/embedded/email/update', token, { newEmail: 'taken@example.test' })
    expect(taken.status).toBe(free.status)
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort()
    expect(shape(await taken.json())).toEqual(shape(await free.json()))
    // The codes of the second request (the first one's were replaced).
    t.clock.advance(31_000)
    const codes = await startUpdate(token, 'bea@example.test', 'taken@example.test')
    expect((await verifyPrimary(token, codes.primary)).status).toBe(200)
    const refused = await verifySecondary(token, codes.secondary)
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.name).toBe('EmailInUseError')
    // Nothing moved.
    expect((await (await call('/v1/embedded/wallet', token)).json()).email).toBe('bea@example.test')
  })

  test('30 s between requests, wrong codes counted to a lock, codes expire', async () => {
    const token = await account('cy@example.test')
    const codes = await startUpdate(token, 'cy@example.test', 'cy.new@example.test')
    const again = await call('/v1/embedded/email/update', token, {
      newEmail: 'cy.new@example.test',
    })
    expect(again.status).toBe(429)
    expect((await again.json()).error.name).toBe('OtpTooSoonError')
    for (const left of [4, 3, 2, 1]) {
      const res = await verifyPrimary(token, wrongCode(codes.primary))
      expect((await res.json()).error).toMatchObject({ data: { attemptsLeft: left } })
    }
    const locked = await verifyPrimary(token, wrongCode(codes.primary))
    expect((await locked.json()).error.name).toBe('OtpLockedError')
    expect((await verifyPrimary(token, codes.primary)).status).toBe(429)
    t.clock.advance(900_001)
    const next = await startUpdate(token, 'cy@example.test', 'cy.new@example.test')
    t.clock.advance(600_001)
    expect((await (await verifyPrimary(token, next.primary)).json()).error.name).toBe(
      'OtpExpiredError',
    )
  })

  test('bad requests: the same email, a malformed one, no session, a social account', async () => {
    const token = await account('dee@example.test')
    const same = await call('/v1/embedded/email/update', token, { newEmail: 'DEE@example.test' })
    expect((await same.json()).error.name).toBe('SameEmailError')
    const malformed = await call('/v1/embedded/email/update', token, { newEmail: 'nope' })
    expect(malformed.status).toBe(400)
    const anonymous = await t.post('/v1/embedded/email/update?projectId=test', {
      newEmail: 'x@example.test',
    })
    expect(anonymous.status).toBe(401)
    const social = 'github-42@github.social.invalid'
    const rows = await t.testDb.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM embedded_sessions WHERE email = $1',
      ['dee@example.test'],
    )
    await t.testDb.db.query('UPDATE embedded_sessions SET email = $1 WHERE token_hash = $2', [
      social,
      rows[0]?.token_hash,
    ])
    const refused = await call('/v1/embedded/email/update', token, { newEmail: 'x@example.test' })
    expect((await refused.json()).error.name).toBe('EmailUpdateUnavailableError')
  })
})
