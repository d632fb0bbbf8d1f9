import { mkdir } from 'node:fs/promises'
import { parseEnv } from '../env.ts'
import { createPgliteDb } from './createPgliteDb.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import { migrate } from './migrate.ts'

/**
 * The migrations command: `node api/migrate.mjs` in a release (`tsx src/db/migrateMain.ts`
 * here). Applies the pending migrations to DATABASE_URL (or DATA_DIR's PGlite) and prints each
 * one applied. Every server also migrates when it starts, under the same advisory lock, so
 * running it first is for deploys that want the schema changed before new instances start.
 */
async function main() {
  const env = parseEnv(process.env)
  const db = env.DATABASE_URL
    ? createPostgresDb({ connectionString: env.DATABASE_URL })
    : await mkdir(env.DATA_DIR, { recursive: true }).then(() =>
        createPgliteDb({ dataDir: env.DATA_DIR }),
      )
  try {
    const applied = await migrate(db)
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date')
  } finally {
    await db.close()
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
