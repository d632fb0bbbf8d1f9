import { createHash, randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgliteDb } from './createPgliteDb.ts'
import { loadMigrations, migrate } from './migrate.ts'

/**
 * A PGlite data folder with every migration applied, dumped once per machine (keyed by the
 * migrations' names and SQL) into the temporary folder. Tests and test stacks start from it
 * (`loadDataDir`): a cold PGlite start and migration costs seconds of CPU, a load well under one.
 *
 * @example
 * ```ts
 * const db = await createPgliteDb({ dataDir, loadDataDir: await migratedPgliteTemplate() })
 * ```
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const migrations = await loadMigrations()
  const hash = createHash('sha256')
  for (const migration of migrations) hash.update(migration.name).update(migration.sql)
  const file = join(tmpdir(), `porthole-api-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    const db = await createPgliteDb()
    await migrate(db)
    const dump = await db.pglite.dumpDataDir('gzip')
    await db.close()
    // Written aside and renamed: processes starting at once never read a partial file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  }
}
