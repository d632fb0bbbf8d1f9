import type { MiddlewareHandler } from 'hono'
import type { QueryCounter } from '../db/createQueryCounter.ts'

/**
 * Says what each request cost the database in its answer's `Server-Timing` header:
 * `db;dur=<ms>;desc="<n> queries"`, counted by `counter` (the load bench reads it).
 */
export function queryTiming(counter: QueryCounter): MiddlewareHandler {
  return async (c, next) => {
    const tally = await counter.tally(() => next())
    c.res.headers.set(
      'Server-Timing',
      `db;dur=${tally.ms.toFixed(2)};desc="${tally.queries} queries"`,
    )
  }
}
