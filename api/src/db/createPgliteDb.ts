import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable, Row } from './Db.ts'

export type PgliteDbOptions = {
  /** Folder holding the database; in memory when absent. */
  dataDir?: string
  /** A dumped data folder (from `dumpDataDir`) to start from, much faster than a cold start. */
  loadDataDir?: Blob | File
}

/** Embedded Postgres (WASM). One connection: PGlite serializes queries itself. */
export async function createPgliteDb(
  options: PgliteDbOptions = {},
): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  })
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(text, [...params])
      return result.rows
    },
    async exec(script: string) {
      await q.exec(script)
    },
  })
  return {
    kind: 'pglite',
    pglite,
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  }
}
