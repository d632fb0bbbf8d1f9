import { afterAll, beforeAll } from 'vitest'
import type { AppOptions } from '../app.ts'
import type { ProjectInput } from '../projects/ProjectSchema.ts'
import { createTestApp, type TestApp } from './createTestApp.ts'

export type TestAppOptions = Omit<AppOptions, 'db' | 'clock'>

/**
 * The opening of a route test: an app on a fresh test database, made before the file's first
 * test (after the file's earlier `beforeAll`s, so `options` may be a function reading what
 * they started), with `projects` saved beside `test`, and disposed of after the last. The
 * answer stands for that app; reading it before the app is made throws.
 * @example
 * const t = useTestApp({ telemetry: { maxPerWindow: 3 } }, [{ id: 'shop', name: 'Shop' }])
 * test('…', async () => { expect((await t.get('/v1/project?projectId=shop')).status).toBe(200) })
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions) = {},
  projects: readonly ProjectInput[] = [],
): TestApp {
  let made: TestApp | undefined
  const app = () => {
    if (!made) throw new Error('The test app is made in beforeAll: read it inside a test or hook.')
    return made
  }
  beforeAll(async () => {
    made = await createTestApp(typeof options === 'function' ? options() : options)
    for (const project of projects) await made.saveProject(project)
  }, 60_000)
  afterAll(() => made?.testDb.dispose())
  return {
    get app() {
      return app().app
    },
    get testDb() {
      return app().testDb
    },
    get clock() {
      return app().clock
    },
    rebuild: () => app().rebuild(),
    saveProject: (input) => app().saveProject(input),
    request: (path, init) => app().request(path, init),
    get: (path) => app().get(path),
    post: (path, body) => app().post(path, body),
  }
}
