import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { createTestClock } from '../testing/createTestApp.ts'
import { startTestPostgres, type TestPostgres } from '../testing/startTestPostgres.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import type { Db } from './Db.ts'
import { migrate } from './migrate.ts'
import { saveProject } from './projects.ts'

// Postgres restarted under load (the `test:postgres` run only; a server of this file's own,
// so the restart disturbs no other test file). What a caller sees: answers, or 503s saying
// the database is unavailable, never a 500; every write answered as done is kept; and the same
// api, not restarted, answers again once the server is back.
let server: TestPostgres
let db: Db

beforeAll(async () => {
  server = await startTestPostgres()
  db = createPostgresDb({ connectionString: server.url, max: 5 })
  await migrate(db)
  await saveProject(db, ProjectInputSchema.parse({ id: 'test', name: 'Test' }))
}, 60_000)
afterAll(async () => {
  await db?.close()
  await server?.stop()
})

describe('a Postgres restart while requests are in flight', { timeout: 30_000 }, () => {
  test('behavior: requests meanwhile get 503 DatabaseUnavailableError, acknowledged writes are kept, and the api recovers by itself', async () => {
    const clock = createTestClock()
    const app = createApp({
      db,
      clock,
      projectCacheMs: 0,
      telemetry: { maxPerWindow: 1_000_000, maxPerClientPerWindow: 1_000_000 },
    })
    const answers: { status: number; name?: string; retryAfter: string | null }[] = []
    const acknowledged: string[] = []
    let restarted = false
    let answeredAfter = 0
    const client = async (write: boolean) => {
      while (!restarted || answeredAfter < 10) {
        const eventId = randomUUID()
        const response = await app.request(
          write ? '/e?projectId=test' : '/v1/project?projectId=test',
          write
            ? {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  eventId,
                  url: 'https://shop.example',
                  domain: 'shop.example',
                  timestamp: clock.now(),
                  props: { type: 'track', event: 'MODAL_OPEN' },
                }),
              }
            : {},
        )
        const body =
          response.status >= 400
            ? ((await response.json()) as { error: { name: string } })
            : undefined
        answers.push({
          status: response.status,
          ...(body ? { name: body.error.name } : {}),
          retryAfter: response.headers.get('retry-after'),
        })
        if (response.status === 204) acknowledged.push(eventId)
        if (restarted && response.ok) answeredAfter += 1
      }
    }
    const clients = [client(true), client(true), client(false), client(false)]
    await expect.poll(() => answers.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(20)
    await server.restart()
    restarted = true
    await Promise.all(clients)

    const failed = answers.filter((answer) => answer.status >= 400)
    expect(failed.length).toBeGreaterThan(0)
    expect(new Set(failed.map((answer) => `${answer.status} ${answer.name}`))).toEqual(
      new Set(['503 DatabaseUnavailableError']),
    )
    expect(new Set(failed.map((answer) => answer.retryAfter))).toEqual(new Set(['1']))
    expect(answers.filter((answer) => answer.status === 500)).toEqual([])
    // Every event answered 204 is stored, whichever side of the restart it came.
    const stored = await db.query<{ event_id: string }>(
      "SELECT event_id FROM telemetry_events WHERE project_id = 'test'",
    )
    const kept = new Set(stored.map((row) => row.event_id))
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([])
    expect((await app.request('/v1/project?projectId=test')).status).toBe(200)
  })
})
