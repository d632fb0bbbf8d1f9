import pg from 'pg'
import { DatabaseUnavailableError } from '../errors.ts'
import type { Db, Queryable, Row } from './Db.ts'

/**
 * SQLSTATEs of a server that is going away or not back yet (admin_shutdown, crash_shutdown,
 * cannot_connect_now); class 08 is every connection exception.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03'])

/**
 * A failure of the connection rather than of the statement: the driver's own errors (refused,
 * reset, terminated) or the server saying it is shutting down or starting.
 */
function isUnavailable(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) {
    return UNAVAILABLE_CODES.has(error.code ?? '') || (error.code ?? '').startsWith('08')
  }
  return error instanceof Error
}

/** Runs `run`, answering a lost connection as DatabaseUnavailableError (a 503). */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!isUnavailable(error)) throw error
    // The driver's words go in the details (logs, a failed start), not in the 503's message.
    const details = error instanceof Error ? error.message : String(error)
    throw new DatabaseUnavailableError({ cause: error, details })
  }
}

export type PostgresDbOptions = {
  connectionString: string
  /** Schema put first on the search path of every connection (tests use one per file). */
  schema?: string
  max?: number
}

/**
 * A real Postgres server through a node-postgres pool. When the server restarts, requests
 * meanwhile fail with DatabaseUnavailableError and the pool reconnects by itself after.
 */
export function createPostgresDb(options: PostgresDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  })
  // An idle connection the server closed (a restart) is dropped by the pool, which opens a
  // new one for the next query; without a listener the event would end the process.
  pool.on('error', () => undefined)
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await guard(() => client.query<T>(text, [...params]))
      return result.rows
    },
    async exec(script: string) {
      await guard(() => client.query(script))
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await guard(() => pool.connect())
      let broken: unknown
      try {
        await guard(() => client.query('BEGIN'))
        const result = await fn(wrap(client))
        await guard(() => client.query('COMMIT'))
        return result
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) broken = error
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        // A connection that failed is closed rather than handed to the next request.
        client.release(broken instanceof Error ? broken : undefined)
      }
    },
    close: () => pool.end(),
  }
}
