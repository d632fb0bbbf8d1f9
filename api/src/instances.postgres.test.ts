import { randomUUID } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInOverHttp } from '../../e2e/fixtures/identity/signInOverHttp.ts'
import {
  type DevIdentityProviders,
  startDevIdentityProviders,
} from '../../e2e/fixtures/identity/startDevIdentityProviders.ts'
import { createSmtpMailer } from './mail/createSmtpMailer.ts'
import { type DevMailbox, startDevMailbox } from './mail/startDevMailbox.ts'
import {
  createTestInstances,
  type TestInstance,
  type TestInstances,
} from './testing/createTestInstances.ts'

// Two api instances on one Postgres schema, each with its own pool, as behind a load
// balancer (the `test:postgres` run only). What one instance issued or counted, the other
// sees: nothing that must be single-use or limited lives in one process's memory.
const API = 'http://api.test'
const FRAME = 'http://frame.test'
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

let mailbox: DevMailbox
let idps: DevIdentityProviders
let t: TestInstances
let a: TestInstance
let b: TestInstance

beforeAll(async () => {
  mailbox = await startDevMailbox()
  idps = await startDevIdentityProviders({ callbackBase: API })
  t = await createTestInstances(2, {
    clientAddressHeader: 'x-forwarded-for',
    telemetry: { maxPerWindow: 4 },
    embedded: {
      secret: new Uint8Array(32).fill(3),
      mailer: createSmtpMailer({ smtpUrl: mailbox.smtpUrl, from: 'Porthole <no@porthole.test>' }),
      maxSendsPerClientPerHour: 4,
    },
    social: { providers: idps.providers, callbackBase: API, returnOrigins: [FRAME] },
  })
  ;[a, b] = t.instances as [TestInstance, TestInstance]
})
afterAll(async () => {
  await t?.dispose()
  await idps?.close()
  await mailbox?.close()
})

/** A request from `client` (the address the load balancer appends). */
const from = (client: string) => ({ 'x-forwarded-for': client })

async function codeFor(instance: TestInstance, email: string, client: string) {
  const before = mailbox.messages().filter((m) => m.to.includes(email)).length
  const res = await instance.post('/v1/embedded/otp?projectId=test', { email }, from(client))
  expect(res.status).toBe(202)
  const mail = await mailbox.waitForMail(email, { after: before })
  return mail.text.match(/\b(\d{6})\b/)![1]!
}

async function siwe(nonce: string) {
  const message = createSiweMessage({
    address: alice.address,
    chainId: 31337,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    nonce,
    version: '1',
    issuedAt: new Date(t.clock.now()),
    expirationTime: new Date(t.clock.now() + 3_600_000),
  })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('two api instances on one Postgres', { timeout: 20_000 }, () => {
  test('behavior: a SIWX nonce issued on A signs in once, on B; A and B then refuse it', async () => {
    const issued = await a.post('/v1/sessions/nonce?projectId=test', {})
    const body = await siwe((await issued.json()).nonce)
    expect((await b.post('/v1/sessions?projectId=test', body)).status).toBe(201)
    for (const instance of [a, b]) {
      const again = await instance.post('/v1/sessions?projectId=test', body)
      expect(again.status).toBe(401)
      expect((await again.json()).error.name).toBe('NonceRejectedError')
    }
  })

  test('behavior: one nonce sent to A and B at once opens exactly one session', async () => {
    const issued = await b.post('/v1/sessions/nonce?projectId=test', {})
    const body = await siwe((await issued.json()).nonce)
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).post('/v1/sessions?projectId=test', body).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 401)).toHaveLength(7)
  })

  test('behavior: a code sent by A and verified on B cannot be used again on A or B', async () => {
    const code = await codeFor(a, 'carol@example.test', '10.0.0.1')
    const verify = (instance: TestInstance) =>
      instance.post(
        '/v1/embedded/otp/verify?projectId=test',
        { email: 'carol@example.test', code },
        from('10.0.0.1'),
      )
    expect((await verify(b)).status).toBe(200)
    for (const instance of [a, b]) {
      const again = await verify(instance)
      expect(again.status).toBe(410)
      expect((await again.json()).error.name).toBe('OtpExpiredError')
    }
  })

  test('behavior: one code verified on A and B at once opens exactly one session', async () => {
    const code = await codeFor(b, 'dave@example.test', '10.0.0.2')
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b)
          .post(
            '/v1/embedded/otp/verify?projectId=test',
            { email: 'dave@example.test', code },
            from('10.0.0.2'),
          )
          .then((r) => r.status),
      ),
    )
    expect(statuses.sort()).toEqual([200, 410, 410, 410, 410, 410])
  })

  test('behavior: a resend to one email within 30 s is refused by the other instance', async () => {
    await codeFor(a, 'erin@example.test', '10.0.0.3')
    const res = await b.post(
      '/v1/embedded/otp?projectId=test',
      { email: 'erin@example.test' },
      from('10.0.0.3'),
    )
    expect(res.status).toBe(429)
    expect((await res.json()).error.name).toBe('OtpTooSoonError')
  })

  test("behavior: a client's hourly sends are counted over A and B together, also when they arrive at once", async () => {
    const send = (instance: TestInstance, i: number) =>
      instance
        .post(
          '/v1/embedded/otp?projectId=test',
          { email: `burst${i}@example.test` },
          from('10.9.9.9'),
        )
        .then((r) => r.status)
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? a : b, i)))
    // maxSendsPerClientPerHour is 4: four mails went out, whichever instance took them.
    expect(statuses.filter((s) => s === 202)).toHaveLength(4)
    expect(statuses.filter((s) => s === 429)).toHaveLength(8)
    expect(await send(a, 100)).toBe(429)
    expect(await send(b, 101)).toBe(429)
  })

  test("behavior: a client's wrong codes are counted over A and B together, also when they arrive at once", async () => {
    const client = '10.7.7.7'
    const wrong = (instance: TestInstance, i: number) =>
      instance
        .post(
          '/v1/embedded/otp/verify?projectId=test',
          { email: `guess${i}@example.test`, code: '000000' },
          from(client),
        )
        .then((r) => r.status)
    // Each email has a live code, so a wrong one is counted (maxWrongPerClient is 10).
    for (let i = 0; i < 14; i++) {
      await t.admin.query(
        `INSERT INTO ${t.schema}.embedded_otps (project_id, email, purpose, challenge_hash,
           code_hash, sent_at, expires_at, attempts_left)
         VALUES ('test', $1, 'login', '', 'x', $2, $3, 5)`,
        [`guess${i}@example.test`, new Date(t.clock.now()), new Date(t.clock.now() + 600_000)],
      )
    }
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => wrong(i % 2 ? a : b, i)),
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
  })

  test('behavior: telemetry counts events sent to A and B in one per-project window', async () => {
    const event = () => ({
      eventId: randomUUID(),
      url: 'https://shop.example',
      domain: 'shop.example',
      timestamp: t.clock.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await (i % 2 ? a : b).post('/e?projectId=test', event())).status)
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429])
  })

  test('behavior: a social login started on A, bound and called back on B, is claimed once over both', async () => {
    const started = await a.post('/v1/auth/social/google?projectId=test', { origin: FRAME })
    expect(started.status).toBe(201)
    const { uri, state, resultKey } = await started.json()
    const claim = (instance: TestInstance) =>
      instance.post('/v1/auth/social/result?projectId=test', { state, resultKey })
    expect((await claim(b)).status).toBe(202)
    const bound = await b.request(uri.slice(API.length), { headers: { referer: `${FRAME}/` } })
    expect(bound.status).toBe(302)
    const cookie = bound.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const back = await signInOverHttp(bound.headers.get('location')!, {
      login: 'alice-google',
      callbackPrefix: `${API}/auth/social/google/callback`,
    })
    const callback = (instance: TestInstance) =>
      instance.request(back.url.slice(API.length), {
        ...back.init,
        headers: { ...(back.init.headers as Record<string, string>), cookie },
      })
    expect((await callback(b)).status).toBe(200)
    // The same callback replayed on the other instance finds the attempt used.
    expect((await callback(a)).status).toBe(400)
    const claimed = await claim(a)
    expect(claimed.status).toBe(200)
    expect((await claimed.json()).state).toBe('completed')
    expect((await claim(b)).status).toBe(410)
  })
})
