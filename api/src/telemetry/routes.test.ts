import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { countStoredTelemetry, pruneTelemetry } from '../db/projects/telemetry.ts'
import { startServer } from '../startServer.ts'
import { type TestAppOptions, useTestApp } from '../testing/useTestApp.ts'

const windowMs = 60_000
const t = useTestApp({ telemetry: { maxPerWindow: 3, windowMs, retentionMs: 86_400_000 } }, [
  { id: 'quiet', name: 'Quiet', features: { analytics: false } },
  { id: 'busy', name: 'Busy' },
  { id: 'other', name: 'Other' },
])

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'https://shop.example/checkout?email=someone%40example.com#step2',
  domain: 'shop.example',
  timestamp: t.clock.now(),
  props: {
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'TypeError',
    errorMessage: 'x is undefined',
    stackTrace: 'at f (main.js:1:1)',
  },
  ...overrides,
})

/** An app on the same data with limits of its own, and a project `id` saved for it. */
async function appWithProject(id: string, options: TestAppOptions) {
  await t.saveProject({ id, name: id })
  return createApp({ ...options, db: t.testDb.db, clock: t.clock })
}

describe('POST /e', () => {
  test('default: an event is stored with the origin of its url only (no path, query or fragment)', async () => {
    const res = await t.post('/e?projectId=test&st=porthole&sv=0.1.0', event())
    expect(res.status).toBe(204)
    const [row] = await t.testDb.db.query<{ url: string; sdk_type: string }>(
      "SELECT url, sdk_type FROM telemetry_events WHERE project_id = 'test'",
    )
    expect(row).toEqual({ url: 'https://shop.example', sdk_type: 'porthole' })
  })

  test("param: a usage event (type track, sent with the visitor's consent) is stored", async () => {
    await t.saveProject({ id: 'usage', name: 'Usage' })
    const body = { ...event(), props: { type: 'track', event: 'CONNECT_SUCCESS' } }
    expect((await t.post('/e?projectId=usage', body)).status).toBe(204)
    expect(await countStoredTelemetry(t.testDb.db, 'usage')).toBe(1)
  })

  test('behavior: rate-limited per project; other projects are unaffected; the next window resets', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await t.post('/e?projectId=busy', event())).status)
    expect(statuses).toEqual([204, 204, 204, 429, 429])
    const limited = await t.post('/e?projectId=busy', event())
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error.name).toBe('RateLimitedError')
    expect(await countStoredTelemetry(t.testDb.db, 'busy')).toBe(3)
    expect((await t.post('/e?projectId=other', event())).status).toBe(204)
    t.clock.advance(windowMs)
    expect((await t.post('/e?projectId=busy', event())).status).toBe(204)
  })

  test('behavior: one client (IP) over its own limit does not starve other clients of the project', async () => {
    const app = await appWithProject('shared', {
      telemetry: { maxPerWindow: 6, maxPerClientPerWindow: 2, windowMs },
    })
    const server = await startServer(app)
    // Real sockets from distinct loopback source addresses: the api sees distinct clients.
    const send = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          `${server.url}/e?projectId=shared`,
          { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end(JSON.stringify(event()))
      })
    try {
      const flood = []
      for (let i = 0; i < 10; i++) flood.push(await send('127.0.0.2'))
      expect(flood).toEqual([204, 204, ...Array(8).fill(429)])
      expect([await send('127.0.0.3'), await send('127.0.0.4')]).toEqual([204, 204])
      expect([await send('127.0.0.3'), await send('127.0.0.3')]).toEqual([204, 429])
      expect(await countStoredTelemetry(t.testDb.db, 'shared')).toBe(5)
      const [row] = await t.testDb.db.query<{ clients: number }>(
        "SELECT count(*)::int AS clients FROM telemetry_client_windows WHERE project_id = 'shared'",
      )
      expect(row!.clients).toBe(3)
    } finally {
      await server.close()
    }
  })

  test('param: behind a proxy the last x-forwarded-for entry is the client', async () => {
    const app = await appWithProject('proxied', {
      telemetry: { maxPerWindow: 100, maxPerClientPerWindow: 1, windowMs },
      clientAddressHeader: 'x-forwarded-for',
    })
    const send = (forwardedFor: string) =>
      app.request('/e?projectId=proxied', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(event()),
      })
    expect((await send('10.0.0.1')).status).toBe(204)
    // A client cannot escape its bucket by prepending a made-up address.
    expect((await send('1.2.3.4, 10.0.0.1')).status).toBe(429)
    expect((await send('10.0.0.2')).status).toBe(204)
  })

  test('param: a project with analytics off refuses telemetry and stores nothing', async () => {
    const res = await t.post('/e?projectId=quiet', event())
    expect(res.status).toBe(403)
    expect((await res.json()).error.name).toBe('TelemetryDisabledError')
    expect(await countStoredTelemetry(t.testDb.db, 'quiet')).toBe(0)
  })

  test('error: a malformed event is 400 naming the fields', async () => {
    const res = await t.post('/e?projectId=test', event({ eventId: 'x', props: { type: 'click' } }))
    expect(res.status).toBe(400)
    const { message } = (await res.json()).error
    expect(message).toContain('eventId')
    expect(message).toContain('props.type')
  })

  test('error: a body over the size limit is 413', async () => {
    const res = await t.post('/e?projectId=test', { pad: 'x'.repeat(70_000) })
    expect(res.status).toBe(413)
  })

  test('behavior: events older than the retention are pruned', async () => {
    const before = await countStoredTelemetry(t.testDb.db, 'test')
    expect(before).toBeGreaterThan(0)
    const now = t.clock.now() + 2 * 86_400_000
    const removed = await pruneTelemetry(t.testDb.db, new Date(now - 86_400_000), new Date(now))
    expect(removed).toBeGreaterThanOrEqual(before)
    expect(await countStoredTelemetry(t.testDb.db, 'test')).toBe(0)
  })
})
