import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

/**
 * The readiness wait where the test waits it out, shortened from the default
 * (`READY_TIMEOUT_MS`, 2 s): what is tested is that a silent database costs that one wait.
 */
const SHORT_READY_TIMEOUT_MS = 300

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.testDb.dispose())

test('default: /health and /ready answer on a migrated database', async () => {
  expect(await (await t.get('/health')).json()).toEqual({ status: 'ok' })
  const ready = await t.get('/ready')
  expect(ready.status).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
})

test('error: a schema behind this build is not ready (503 with the versions); /health still ok', async () => {
  const [row] = await t.testDb.db.query<{ version: number; name: string }>(
    'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
  )
  try {
    const res = await t.get('/ready')
    expect(res.status).toBe(503)
    expect((await res.json()).reason).toMatch(/^schema \d+, expected \d+$/)
    expect((await t.get('/health')).status).toBe(200)
  } finally {
    await t.testDb.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      row!.version,
      row!.name,
    ])
  }
  expect((await t.get('/ready')).status).toBe(200)
})

test('error: a Postgres server that refuses or never answers is not ready: 503 naming the database, within the ready timeout', async () => {
  const refused = createApp({
    db: createPostgresDb({ connectionString: 'postgres://p@127.0.0.1:1/p' }),
  })
  const res = await refused.request('/ready')
  expect(res.status).toBe(503)
  expect(((await res.json()) as { reason: string }).reason).toMatch(/^database: .*ECONNREFUSED/)

  const silent = createServer(() => {})
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as AddressInfo
  const db = createPostgresDb({ connectionString: `postgres://p@127.0.0.1:${port}/p` })
  try {
    const started = Date.now()
    const hung = await createApp({ db, readyTimeoutMs: SHORT_READY_TIMEOUT_MS }).request('/ready')
    expect(hung.status).toBe(503)
    expect(await hung.json()).toEqual({ status: 'unavailable', reason: 'database: timed out' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHORT_READY_TIMEOUT_MS - 50)
    expect(Date.now() - started).toBeLessThan(SHORT_READY_TIMEOUT_MS + 1000)
  } finally {
    silent.close()
    silent.unref()
  }
})
