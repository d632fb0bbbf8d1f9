import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb, type TestDb } from '../testing/createTestDb.ts'
import { loadMigrations, migrate } from './migrate.ts'

let testDb: TestDb
beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(() => testDb.dispose())

describe('migrate', () => {
  test('default: every numbered migration is recorded once', async () => {
    const rows = await testDb.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(rows.map((row) => row.version)).toEqual((await loadMigrations()).map((m) => m.version))
  })

  test('behavior: running again applies nothing, also when two run at once', async () => {
    expect(await migrate(testDb.db)).toEqual([])
    expect(await Promise.all([migrate(testDb.db), migrate(testDb.db)])).toEqual([[], []])
  })
})
