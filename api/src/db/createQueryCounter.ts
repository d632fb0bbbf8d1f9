import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db, Queryable, Row } from './Db.ts'

/** The statements one request sent to the database and the time they took. */
export type QueryTally = { queries: number; ms: number }

export type QueryCounter = {
  /** `db`, adding each statement to the tally of the `tally` call it runs in. */
  count(db: Db): Db
  /** Runs `fn` with a fresh tally and answers it once `fn` is done. */
  tally(fn: () => Promise<void>): Promise<QueryTally>
}

/**
 * Counts what each request sends to the database: every statement is one query, and a
 * transaction adds two (BEGIN and COMMIT or ROLLBACK) and their time. For the load bench
 * (DB_QUERY_STATS), which prints queries and database time per request beside each route.
 */
export function createQueryCounter(): QueryCounter {
  const tallies = new AsyncLocalStorage<QueryTally>()
  const add = (queries: number, ms: number) => {
    const tally = tallies.getStore()
    if (!tally) return
    tally.queries += queries
    tally.ms += ms
  }
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    try {
      return await run()
    } finally {
      add(1, performance.now() - started)
    }
  }
  const counted = (db: Queryable): Queryable => ({
    query: <T extends Row = Row>(text: string, params?: readonly unknown[]) =>
      timed(() => db.query<T>(text, params)),
    exec: (script: string) => timed(() => db.exec(script)),
  })
  return {
    count: (db) => ({
      ...db,
      ...counted(db),
      async transaction(fn) {
        const started = performance.now()
        let inside = 0
        try {
          return await db.transaction(async (tx) => {
            const entered = performance.now()
            try {
              return await fn(counted(tx))
            } finally {
              inside = performance.now() - entered
            }
          })
        } finally {
          add(2, performance.now() - started - inside)
        }
      },
    }),
    async tally(fn) {
      const tally: QueryTally = { queries: 0, ms: 0 }
      await tallies.run(tally, fn)
      return tally
    },
  }
}
