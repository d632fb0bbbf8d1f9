import { mkdir } from 'node:fs/promises'
import { createPgliteDb } from './createPgliteDb.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import type { Db } from './Db.ts'
import { migrate } from './migrate.ts'

export type OpenDbOptions = {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /**
   * PGlite only: a new `dataDir` starts from this dump (`migratedPgliteTemplate()`) instead of
   * a cold start; never pass it for a folder that already holds a database.
   */
  loadDataDir?: Blob | undefined
}

/** A real server when `databaseUrl` is set, otherwise embedded PGlite; migrated either way. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (!options.databaseUrl && options.dataDir !== undefined) {
    await mkdir(options.dataDir, { recursive: true })
  }
  const db = options.databaseUrl
    ? createPostgresDb({ connectionString: options.databaseUrl })
    : await createPgliteDb({
        ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
        ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
      })
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
