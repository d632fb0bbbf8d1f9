import type { Hono } from 'hono'
import type { AppEnv } from '../AppEnv.ts'
import { type AppOptions, createApp } from '../app.ts'
import { saveProject } from '../db/projects.ts'
import { type ProjectInput, ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { createTestDb, type TestDb } from './createTestDb.ts'

export type TestClock = { now(): number; advance(ms: number): void }

export function createTestClock(start = Date.UTC(2030, 0, 1)): TestClock {
  let current = start
  return {
    now: () => current,
    advance: (ms) => {
      current += ms
    },
  }
}

/** Test answers are checked by shape, so their JSON is loosely typed. */
// biome-ignore lint/suspicious/noExplicitAny: assertions narrow the body
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> }

export type TestApp = {
  app: Hono<AppEnv>
  testDb: TestDb
  clock: TestClock
  /** Rebuilds the app on the same data (after `testDb.reopen()`). */
  rebuild(): Hono<AppEnv>
  saveProject(input: ProjectInput): Promise<void>
  request(path: string, init?: RequestInit): Promise<TestResponse>
  get(path: string): Promise<TestResponse>
  post(path: string, body: unknown): Promise<TestResponse>
}

/** An app on a fresh test database with the `test` project saved. */
export async function createTestApp(
  options: Omit<AppOptions, 'db' | 'clock'> = {},
): Promise<TestApp> {
  const testDb = await createTestDb()
  const clock = createTestClock()
  const build = () => createApp({ ...options, db: testDb.db, clock })
  const state = { app: build() }
  const harness: TestApp = {
    get app() {
      return state.app
    },
    testDb,
    clock,
    rebuild: () => {
      state.app = build()
      return state.app
    },
    saveProject: async (input) => {
      await saveProject(testDb.db, ProjectInputSchema.parse(input))
    },
    request: (path, init) => Promise.resolve(state.app.request(path, init)),
    get: (path) => Promise.resolve(state.app.request(path)),
    post: (path, body) =>
      Promise.resolve(
        state.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  }
  await harness.saveProject({ id: 'test', name: 'Test project' })
  return harness
}
