import { describe, expect, test } from 'vitest'
import { useEmbeddedTestApp } from '../testing/useEmbeddedTestApp.ts'

// SECURITY #25: one-time codes that cannot be guessed by resending, and a lock-out that an
// attacker's guesses cannot impose on the owner's browser.
const app = useEmbeddedTestApp({
  vaultOrigin: null,
  secret: new Uint8Array(32).fill(3),
  app: () => ({ clientAddressHeader: 'x-forwarded-for' }),
})

/** One browser: its vault's challenge and its client address. */
type Browser = { challenge: string; ip: string }
const browser = (name: string, ip: string): Browser => ({
  challenge: `${name}-challenge-`.padEnd(43, 'x'),
  ip,
})
const call = (path: string, who: Browser, body: Record<string, string>) =>
  app.t.request(`${path}?projectId=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': who.ip },
    body: JSON.stringify({ ...body, challenge: who.challenge }),
  })
const send = (email: string, who: Browser) => call('/v1/embedded/otp', who, { email })
const verify = (email: string, code: string, who: Browser) =>
  call('/v1/embedded/otp/verify', who, { email, code })

const codeFor = (email: string, who: Browser) => app.mailedCode(email, () => send(email, who))
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** `n` wrong guesses; the errors' names. */
async function guessWrong(email: string, code: string, who: Browser, n: number) {
  const names: string[] = []
  for (let i = 0; i < n; i++) {
    const answer = await verify(email, wrong(code), who)
    names.push((await answer.json()).error.name)
  }
  return names
}

describe('one-time code limits', () => {
  test('error: the attempts left survive a resend: four wrong, a resend, one wrong locks', async () => {
    const me = browser('resend', '10.0.0.1')
    const first = await codeFor('resend@example.test', me)
    expect(await guessWrong('resend@example.test', first, me, 4)).toEqual(
      Array(4).fill('OtpWrongCodeError'),
    )
    app.t.clock.advance(31_000)
    const second = await codeFor('resend@example.test', me)
    const last = await verify('resend@example.test', wrong(second), me)
    expect(last.status).toBe(429)
    expect((await last.json()).error.name).toBe('OtpLockedError')
    // Locked: the right code is refused too.
    expect((await verify('resend@example.test', second, me)).status).toBe(429)
  })

  test('behavior: each lock lasts twice the one before, and a right code ends the back-off', async () => {
    // The browser moves between networks, so its client address stays under the client limit.
    const me = browser('backoff', '10.0.1.1')
    const email = 'backoff@example.test'
    let network = 1
    const lockLength = async () => {
      me.ip = `10.0.1.${network++}`
      const code = await codeFor(email, me)
      await guessWrong(email, code, me, 4)
      const locked = await verify(email, wrong(code), me)
      const { data } = (await locked.json()).error
      return (new Date(data.retryAt).getTime() - app.t.clock.now()) / 1000
    }
    expect(await lockLength()).toBe(900)
    app.t.clock.advance(900_000)
    expect(await lockLength()).toBe(1800)
    app.t.clock.advance(1_800_000)
    const code = await codeFor(email, me)
    expect((await verify(email, code, me)).status).toBe(200)
    app.t.clock.advance(31_000)
    expect(await lockLength()).toBe(900)
    app.t.clock.advance(900_000)
  })

  test('error: one client address gets ten wrong codes a day over every email, then waits 60 s, doubled each time', async () => {
    const me = browser('spray', '10.0.0.3')
    const emails = ['a', 'b', 'c'].map((n) => `spray-${n}@example.test`)
    const codes = await Promise.all(emails.map((email) => codeFor(email, me)))
    const names = [
      ...(await guessWrong(emails[0] ?? '', codes[0] ?? '', me, 4)),
      ...(await guessWrong(emails[1] ?? '', codes[1] ?? '', me, 4)),
      ...(await guessWrong(emails[2] ?? '', codes[2] ?? '', me, 3)),
    ]
    expect(names.slice(0, 10).filter((n) => n !== 'RateLimitedError')).toHaveLength(10)
    expect(names[10]).toBe('RateLimitedError')
    // Not even the right code passes while the client waits.
    const waiting = await verify(emails[2] ?? '', codes[2] ?? '', me)
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('retry-after')).toBe('60')
    app.t.clock.advance(60_000)
    expect(await guessWrong(emails[2] ?? '', codes[2] ?? '', me, 2)).toEqual([
      'OtpWrongCodeError',
      'RateLimitedError',
    ])
    const next = await verify(emails[2] ?? '', codes[2] ?? '', me)
    expect(next.headers.get('retry-after')).toBe('120')
    app.t.clock.advance(86_400_000)
  })

  test("behavior: an attacker's wrong codes lock their own browser; the owner gets a new code in theirs and signs in", async () => {
    const email = 'owner@example.test'
    const attacker = browser('attacker', '10.0.0.4')
    const owner = browser('owner', '10.0.0.5')
    const sent = await codeFor(email, attacker)
    const names = await guessWrong(email, sent, attacker, 5)
    expect(names.at(-1)).toBe('OtpLockedError')
    expect((await send(email, attacker)).status).toBe(429)
    const code = await codeFor(email, owner)
    const opened = await verify(email, code, owner)
    expect(opened.status).toBe(200)
    expect((await opened.json()).email).toBe(email)
  })

  test("error: production's limit: one client address gets 30 codes an hour over every email, the 31st waits out the hour", async () => {
    // npm start and the test stacks raise it for their one loopback client (startApi.test.ts).
    const me = browser('many', '10.0.0.6')
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await send(`many-${i}@example.test`, me)).status)
    expect(statuses).toEqual(Array(30).fill(202))
    const refused = await send('many-30@example.test', me)
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.name).toBe('RateLimitedError')
    expect(refused.headers.get('retry-after')).toBe('3600')
    // Another client is not held back by this one's sends.
    expect((await send('many-30@example.test', browser('other', '10.0.0.7'))).status).toBe(202)
    app.t.clock.advance(3_601_000)
    expect((await send('many-31@example.test', me)).status).toBe(202)
  })
})
