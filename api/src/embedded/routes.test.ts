import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { createSmtpMailer } from '../mail/createSmtpMailer.ts'
import { startDevMailbox } from '../mail/startDevMailbox.ts'
import { createTestApp } from '../testing/createTestApp.ts'
import { useEmbeddedTestApp } from '../testing/useEmbeddedTestApp.ts'

const secret = new Uint8Array(32).fill(9)
// Recovery methods (passkeys, codes) are offered where the vault's origin is known.
const app = useEmbeddedTestApp({ secret })

const sendCode = (email: string) => app.t.post('/v1/embedded/otp?projectId=test', { email })
const verify = (email: string, code: string) =>
  app.t.post('/v1/embedded/otp/verify?projectId=test', { email, code })
const codeFor = (email: string) => app.mailedCode(email, () => sendCode(email))
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const withToken = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
})

describe('POST /v1/embedded/otp', () => {
  test('mails a 6-digit code over SMTP and answers the same for any email', async () => {
    const res = await sendCode('  Alice@Example.test ')
    expect(res.status).toBe(202)
    const body = await res.json()
    expect(body).toEqual({
      email: 'alice@example.test',
      expiresAt: new Date(app.t.clock.now() + 600_000).toISOString(),
      resendAt: new Date(app.t.clock.now() + 30_000).toISOString(),
    })
    const mail = await app.mailbox.waitForMail('alice@example.test')
    expect(mail.subject).toMatch(/^Your Test project login code: \d{6}$/)
    const other = await sendCode('nobody@example.test')
    expect(Object.keys(await other.json())).toEqual(Object.keys(body))
  })

  test('refuses a second send to one email within 30 s, saying when', async () => {
    await codeFor('bob@example.test')
    app.t.clock.advance(10_000)
    const res = await sendCode('bob@example.test')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('20')
    const { error } = await res.json()
    expect(error.name).toBe('OtpTooSoonError')
    expect(error.data.retryAt).toBe(new Date(app.t.clock.now() + 20_000).toISOString())
    app.t.clock.advance(20_000)
    expect((await sendCode('bob@example.test')).status).toBe(202)
  })

  test('rejects a malformed email with 400', async () => {
    const res = await sendCode('not-an-email')
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toContain('invalid email')
  })
})

describe('POST /v1/embedded/otp/verify', () => {
  test('a right code opens a session once; the code cannot be used again', async () => {
    const code = await codeFor('carol@example.test')
    const res = await verify('carol@example.test', code)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.email).toBe('carol@example.test')
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const again = await verify('carol@example.test', code)
    expect(again.status).toBe(410)
    expect((await again.json()).error.name).toBe('OtpExpiredError')
  })

  test('a wrong code says how many attempts are left; the last one locks the email', async () => {
    const code = await codeFor('dave@example.test')
    for (const left of [4, 3, 2, 1]) {
      const res = await verify('dave@example.test', wrongCode(code))
      expect(res.status).toBe(401)
      expect((await res.json()).error).toMatchObject({
        name: 'OtpWrongCodeError',
        data: { attemptsLeft: left },
      })
    }
    const locked = await verify('dave@example.test', wrongCode(code))
    expect(locked.status).toBe(429)
    const { error } = await locked.json()
    expect(error.name).toBe('OtpLockedError')
    expect(error.data.retryAt).toBe(new Date(app.t.clock.now() + 900_000).toISOString())
    // Locked: even the right code and a new send are refused until then.
    expect((await verify('dave@example.test', code)).status).toBe(429)
    app.t.clock.advance(60_000)
    expect((await sendCode('dave@example.test')).status).toBe(429)
    app.t.clock.advance(900_000)
    const fresh = await codeFor('dave@example.test')
    expect((await verify('dave@example.test', fresh)).status).toBe(200)
  })

  test('a code expires after 10 minutes', async () => {
    const code = await codeFor('erin@example.test')
    app.t.clock.advance(600_001)
    const res = await verify('erin@example.test', code)
    expect(res.status).toBe(410)
  })

  test('a code for one project does not open a session in another', async () => {
    await app.t.saveProject({ id: 'other', name: 'Other' })
    const code = await codeFor('fay@example.test')
    const res = await app.t.post('/v1/embedded/otp/verify?projectId=other', {
      email: 'fay@example.test',
      code,
    })
    expect(res.status).toBe(410)
  })
})

describe('/v1/embedded/wallet', () => {
  // Anvil's second development key: the wallet signs its shares as the vault's key would.
  const walletKey = privateKeyToAccount(
    '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  )
  const wallet = {
    evmAddress: walletKey.address,
    solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    authShare: Buffer.alloc(33, 5).toString('base64'),
  }
  async function session(email: string): Promise<string> {
    const code = await codeFor(email)
    return (await (await verify(email, code)).json()).token
  }

  test('stores the wallet once and releases the auth share to its session only', async () => {
    const token = await session('gus@example.test')
    // No wallet yet is an answer with nothing in it, not an error a browser logs.
    const none = await app.t.request('/v1/embedded/wallet?projectId=test', withToken(token))
    expect(none.status).toBe(204)
    expect(await none.text()).toBe('')
    const created = await app.t.request(
      '/v1/embedded/wallet?projectId=test',
      withToken(token, { method: 'POST', body: JSON.stringify(wallet) }),
    )
    expect(created.status).toBe(201)
    const twice = await app.t.request(
      '/v1/embedded/wallet?projectId=test',
      withToken(token, { method: 'POST', body: JSON.stringify(wallet) }),
    )
    expect(twice.status).toBe(409)
    const read = await app.t.request('/v1/embedded/wallet?projectId=test', withToken(token))
    expect(await read.json()).toEqual({ email: 'gus@example.test', ...wallet, confirmed: false })
    // Sealed at rest: the share is not in the table as sent.
    const rows = await app.t.testDb.db.query<{ auth_share: string }>(
      "SELECT auth_share FROM embedded_wallets WHERE email = 'gus@example.test'",
    )
    expect(rows[0]?.auth_share).not.toContain(wallet.authShare)
    // Another account's session does not get it.
    const other = await session('hal@example.test')
    expect(
      (await app.t.request('/v1/embedded/wallet?projectId=test', withToken(other))).status,
    ).toBe(204)
  })

  const walletOf = (token: string) =>
    app.t.request('/v1/embedded/wallet?projectId=test', withToken(token))
  const create = (token: string) =>
    app.t.request(
      '/v1/embedded/wallet?projectId=test',
      withToken(token, { method: 'POST', body: JSON.stringify(wallet) }),
    )
  const discard = async (token: string, evmAddress = wallet.evmAddress) => {
    const res = await app.t.request(
      '/v1/embedded/wallet/discard?projectId=test',
      withToken(token, { method: 'POST', body: JSON.stringify({ evmAddress }) }),
    )
    expect(res.status).toBe(200)
    return ((await res.json()) as { discarded: boolean }).discarded
  }
  /** The vault stores a recovery code: new auth share and seal, signed by the wallet's key. */
  const storeRecoveryCode = async (token: string) => {
    const body = await app.newShares(walletKey)
    return app.t.request(
      '/v1/embedded/recovery-code?projectId=test',
      withToken(token, { method: 'POST', body: JSON.stringify(body) }),
    )
  }
  const revoke = (token: string) =>
    app.t.request(
      '/v1/embedded/session/revoke?projectId=test',
      withToken(token, { method: 'POST', body: '{}' }),
    )

  test('behavior: a first login given up before its wallet was confirmed leaves no wallet behind', async () => {
    const first = await session('kim@example.test')
    expect((await create(first)).status).toBe(201)
    // The answer was lost; the vault gave the login up, which revokes its session.
    expect((await revoke(first)).status).toBe(200)
    app.t.clock.advance(31_000) // a new code may be sent
    const next = await session('kim@example.test')
    expect((await walletOf(next)).status).toBe(204)
    expect((await create(next)).status).toBe(201)
  })

  test('behavior: a wallet is confirmed once its recovery code is stored; then it outlives its session and is never discarded', async () => {
    const token = await session('lou@example.test')
    expect((await create(token)).status).toBe(201)
    expect(await (await walletOf(token)).json()).toMatchObject({ confirmed: false })
    expect(await discard(token, '0x0000000000000000000000000000000000000001')).toBe(false)
    expect((await storeRecoveryCode(token)).status).toBe(201)
    expect(await (await walletOf(token)).json()).toMatchObject({ confirmed: true })
    expect(await discard(token)).toBe(false)
    await revoke(token)
    app.t.clock.advance(31_000)
    const next = await session('lou@example.test')
    expect(await (await walletOf(next)).json()).toMatchObject({ evmAddress: wallet.evmAddress })
  })

  test('behavior: a login whose device has no share of a wallet never confirmed discards it and makes a new one', async () => {
    // The first login's page was reloaded at its recovery step where storage is blocked: its
    // session lives on, its device share is gone.
    const first = await session('ned@example.test')
    expect((await create(first)).status).toBe(201)
    app.t.clock.advance(31_000)
    const next = await session('ned@example.test')
    expect(await (await walletOf(next)).json()).toMatchObject({ confirmed: false })
    expect(await discard(next)).toBe(true)
    expect((await walletOf(next)).status).toBe(204)
    expect((await create(next)).status).toBe(201)
  })

  test('behavior: an unconfirmed wallet whose session expired is dropped at the next login', async () => {
    const first = await session('max@example.test')
    expect((await create(first)).status).toBe(201)
    app.t.clock.advance(31 * 24 * 60 * 60 * 1000)
    const next = await session('max@example.test')
    expect((await walletOf(next)).status).toBe(204)
  })

  test('no token, a made-up token or a revoked one is 401', async () => {
    expect((await app.t.get('/v1/embedded/wallet?projectId=test')).status).toBe(401)
    const fake = Buffer.alloc(32, 1).toString('base64url')
    expect(
      (await app.t.request('/v1/embedded/wallet?projectId=test', withToken(fake))).status,
    ).toBe(401)
    const token = await session('ida@example.test')
    const revoke = await app.t.request(
      '/v1/embedded/session/revoke?projectId=test',
      withToken(token, { method: 'POST', body: '{}' }),
    )
    expect(revoke.status).toBe(200)
    expect(
      (await app.t.request('/v1/embedded/wallet?projectId=test', withToken(token))).status,
    ).toBe(401)
  })
})

describe('unconfigured and failing mail', () => {
  test('without a mailer the routes answer 503', async () => {
    // Another api on the file's database, configured without a mailer.
    const bare = createApp({ db: app.t.testDb.db })
    const res = await bare.request('/v1/embedded/otp?projectId=test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test' }),
    })
    expect(res.status).toBe(503)
  })

  test('an SMTP server that is down is a 502 and no code is kept', async () => {
    const down = await startDevMailbox()
    const url = down.smtpUrl
    await down.close()
    const failing = await createTestApp({
      embedded: { secret, mailer: createSmtpMailer({ smtpUrl: url, from: 'x <x@porthole.test>' }) },
    })
    const res = await failing.post('/v1/embedded/otp?projectId=test', { email: 'jo@example.test' })
    expect(res.status).toBe(502)
    expect((await res.json()).error.name).toBe('MailDeliveryError')
    const rows = await failing.testDb.db.query('SELECT * FROM embedded_otps')
    expect(rows).toEqual([])
    await failing.testDb.dispose()
  })
})
