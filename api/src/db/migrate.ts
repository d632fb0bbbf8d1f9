import { readdir, readFile } from 'node:fs/promises'
import type { Db } from './Db.ts'

const migrationsDir = new URL('./migrations/', import.meta.url)
const fileShape = /^(\d{3})_[a-z0-9_]+\.sql$/
/** Any constant: every instance that starts at once waits on the same advisory lock. */
const lockKey = 74_207_301

export type Migration = { version: number; name: string; sql: string }

/** The numbered SQL files in `migrations/`, in order. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => fileShape.test(file)).sort()
  return Promise.all(
    files.map(async (name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: await readFile(new URL(name, migrationsDir), 'utf8'),
    })),
  )
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction
 * under an advisory lock, so instances starting together cannot apply one twice.
 * Returns the names applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrations = await loadMigrations()
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    )
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
    }
    return pending.map((migration) => migration.name)
  })
}
