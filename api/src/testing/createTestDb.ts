import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createPgliteDb } from '../db/createPgliteDb.ts'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import type { Db } from '../db/Db.ts'
import { migrate } from '../db/migrate.ts'
import { migratedPgliteTemplate } from '../db/migratedPgliteTemplate.ts'

export type TestDb = {
  db: Db
  /** Closes the database and opens the same data again, like a service restart. */
  reopen(): Promise<Db>
  dispose(): Promise<void>
}

/**
 * A migrated database for one test file. With `DATABASE_URL` set, a fresh schema on that
 * server; otherwise PGlite in memory, started from a migrated template dumped once per
 * machine (a cold PGlite start costs seconds, a template load well under one).
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL
  return url ? createPostgresTestDb(url) : createPgliteTestDb()
}

async function createPostgresTestDb(connectionString: string): Promise<TestDb> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE SCHEMA ${schema}`)
  const open = () => createPostgresDb({ connectionString, schema, max: 5 })
  const state = { db: open() }
  await migrate(state.db)
  return {
    get db() {
      return state.db
    },
    async reopen() {
      await state.db.close()
      state.db = open()
      await migrate(state.db)
      return state.db
    },
    async dispose() {
      await state.db.close()
      await admin(`DROP SCHEMA ${schema} CASCADE`)
    },
  }
}

async function createPgliteTestDb(): Promise<TestDb> {
  // In memory: a data folder on disk took twice the CPU to start from the template (its 40 MB
  // written out, then synced on close) and far longer on a machine busy with other I/O.
  const state = { db: await createPgliteDb({ loadDataDir: await migratedPgliteTemplate() }) }
  return {
    get db() {
      return state.db
    },
    async reopen() {
      // The data as a stopped service leaves it: PGlite starts from it as from a folder.
      const data = await state.db.pglite.dumpDataDir('none')
      await state.db.close()
      state.db = await createPgliteDb({ loadDataDir: data })
      await migrate(state.db)
      return state.db
    },
    async dispose() {
      await state.db.close()
    },
  }
}
