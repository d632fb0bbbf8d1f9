import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import pg from 'pg'
import type { AppEnv } from '../AppEnv.ts'
import { type AppOptions, createApp } from '../app.ts'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import type { Db } from '../db/Db.ts'
import { migrate } from '../db/migrate.ts'
import { saveProject } from '../db/projects.ts'
import { ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { createTestClock, type TestClock, type TestResponse } from './createTestApp.ts'

/** One api instance: its own app and its own connection pool. */
export type TestInstance = {
  app: Hono<AppEnv>
  db: Db
  request(path: string, init?: RequestInit): Promise<TestResponse>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>
}

export type TestInstances = {
  instances: TestInstance[]
  clock: TestClock
  /** A connection of the test's own, for reading what the instances stored. */
  admin: pg.Client
  schema: string
  dispose(): Promise<void>
}

/**
 * `count` api instances on one Postgres schema (DATABASE_URL), as behind a load balancer:
 * each its own app and pool, one clock, the `test` project saved.
 */
export async function createTestInstances(
  count: number,
  options: Omit<AppOptions, 'db' | 'clock'> = {},
): Promise<TestInstances> {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) throw new Error('createTestInstances needs DATABASE_URL')
  const schema = `instances_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  const clock = createTestClock()
  const instances = Array.from({ length: count }, (): TestInstance => {
    const db = createPostgresDb({ connectionString, schema, max: 5 })
    const app = createApp({ ...options, db, clock })
    return {
      app,
      db,
      request: (path, init) => Promise.resolve(app.request(path, init)),
      post: (path, body, headers = {}) =>
        Promise.resolve(
          app.request(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
        ),
    }
  })
  await migrate(instances[0]!.db)
  await saveProject(instances[0]!.db, ProjectInputSchema.parse({ id: 'test', name: 'Test' }))
  return {
    instances,
    clock,
    admin,
    schema,
    async dispose() {
      for (const instance of instances) await instance.db.close()
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
    },
  }
}
