import { createServer, type Server, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSmtpMailer, SMTP_CONNECT_TIMEOUT_MS } from '../mail/createSmtpMailer.ts'
import { type DevMailbox, startDevMailbox } from '../mail/startDevMailbox.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

/**
 * Email login while the mail server fails (docs/decisions/0228-a-code-that-was-not-sent.md):
 * the person is told at once that the code could not be sent (502 MailDeliveryError, which the
 * modal says), and nothing of the failed send is kept: no code, no send counted against the
 * visitor's hourly budget, no 30 s wait before the next one.
 */

const secret = new Uint8Array(32).fill(4)
const from = 'Porthole <no-reply@porthole.test>'
/**
 * The greeting wait where the test waits it out, shortened from the default
 * (`SMTP_CONNECT_TIMEOUT_MS`, 5 s): what is tested is that a silent server costs that one
 * wait, then the person is told, not its length.
 */
const SHORT_CONNECT_TIMEOUT_MS = 1_000

/** A port nothing listens on once this returns. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Listens on a free loopback port; answers the port (SMTPServer listens through `.server`). */
async function listen(server: Server | SMTPServer): Promise<number> {
  const net = server instanceof SMTPServer ? server.server : server
  await new Promise<void>((resolve) => net.listen(0, '127.0.0.1', () => resolve()))
  return (net.address() as { port: number }).port
}

const appFor = (
  smtpUrl: string,
  { maxSendsPerClientPerHour = 30, connectTimeoutMs = SMTP_CONNECT_TIMEOUT_MS } = {},
) =>
  createTestApp({
    embedded: {
      secret,
      mailer: createSmtpMailer({ smtpUrl, from, connectTimeoutMs }),
      maxSendsPerClientPerHour,
    },
  })

const send = (t: TestApp, email: string) =>
  t.post('/v1/embedded/otp?projectId=test', { email }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }))

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  const result = await run()
  return { result, ms: performance.now() - started }
}

const MAIL_DELIVERY = {
  status: 502,
  body: { error: { name: 'MailDeliveryError', message: 'The code could not be sent; try again.' } },
}

describe('email login while the mail server is down', () => {
  let port: number
  let mailbox: DevMailbox | undefined
  let t: TestApp
  beforeAll(async () => {
    port = await freePort()
    // The visitor may send 2 codes an hour: a failed send that counted would show at once.
    t = await appFor(`smtp://127.0.0.1:${port}`, { maxSendsPerClientPerHour: 2 })
  })
  afterAll(async () => {
    await mailbox?.close()
    await t.testDb.dispose()
  })

  test('error: a stopped mail server is said at once; the failed sends use none of the budget and leave no wait', async () => {
    for (const email of ['ann@example.test', 'ann@example.test', 'bea@example.test']) {
      const { result, ms } = await timed(() => send(t, email))
      expect(result).toEqual(MAIL_DELIVERY)
      expect(ms).toBeLessThan(1000)
    }
    expect(await t.testDb.db.query('SELECT * FROM embedded_otps')).toEqual([])
    expect(await t.testDb.db.query('SELECT * FROM embedded_otp_sends')).toEqual([])

    // The same mail server comes back on its port: the visitor's two sends of the hour are
    // whole, and Ann, refused a moment ago, is not asked to wait 30 s.
    mailbox = await startDevMailbox({ smtpPort: port })
    expect((await send(t, 'ann@example.test')).status).toBe(202)
    expect((await send(t, 'bea@example.test')).status).toBe(202)
    expect((await mailbox.waitForMail('ann@example.test')).subject).toMatch(/login code: \d{6}$/)
    expect((await send(t, 'cid@example.test')).body.error.name).toBe('RateLimitedError')
  })
})

describe('email login while the mail server misbehaves', () => {
  const sockets = new Set<Socket>()
  let silent: Server
  let refusing: SMTPServer
  let silentApp: TestApp
  let refusingApp: TestApp
  beforeAll(async () => {
    // Takes the connection and never says a word (a hung server, a black-holed port).
    silent = createServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
    })
    // A real SMTP server that greets, then refuses every mail for now (421).
    refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address, _session, callback) =>
        callback(
          Object.assign(new Error('Service not available, try later'), { responseCode: 421 }),
        ),
    })
    const [silentPort, refusingPort] = await Promise.all([listen(silent), listen(refusing)])
    ;[silentApp, refusingApp] = await Promise.all([
      appFor(`smtp://127.0.0.1:${silentPort}`, { connectTimeoutMs: SHORT_CONNECT_TIMEOUT_MS }),
      appFor(`smtp://127.0.0.1:${refusingPort}`),
    ])
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
    await new Promise<void>((resolve) => refusing.close(() => resolve()))
    await silentApp.testDb.dispose()
    await refusingApp.testDb.dispose()
  })

  test('error: a server that never greets is said after the greeting wait (5 s by default), not after the 30 s login request', async () => {
    const { result, ms } = await timed(() => send(silentApp, 'dan@example.test'))
    expect(result).toEqual(MAIL_DELIVERY)
    expect(ms).toBeGreaterThanOrEqual(SHORT_CONNECT_TIMEOUT_MS - 100)
    expect(ms).toBeLessThan(SHORT_CONNECT_TIMEOUT_MS + 2000)
    expect(await silentApp.testDb.db.query('SELECT * FROM embedded_otps')).toEqual([])
  }, 15_000)

  test('error: a server that refuses the mail (421) is said at once and keeps no code', async () => {
    const { result, ms } = await timed(() => send(refusingApp, 'eve@example.test'))
    expect(result).toEqual(MAIL_DELIVERY)
    expect(ms).toBeLessThan(1000)
    expect(await refusingApp.testDb.db.query('SELECT * FROM embedded_otps')).toEqual([])
    expect(await refusingApp.testDb.db.query('SELECT * FROM embedded_otp_sends')).toEqual([])
  })
})
