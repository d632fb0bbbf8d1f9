import pg from 'pg'
import type { Db, Queryable, Row } from './Db.ts'

export type PostgresDbOptions = {
  connectionString: string
  /** Schema put first on the search path of every connection (tests use one per file). */
  schema?: string
  max?: number
}

/** A real Postgres server through a node-postgres pool. */
export function createPostgresDb(options: PostgresDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  })
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(text, [...params])
      return result.rows
    },
    async exec(script: string) {
      await client.query(script)
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
