import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { loadMigrations } from '../db/migrate.ts'
import { DatabaseUnavailableError } from '../errors.ts'

/** How long readiness waits on the database before it answers 503, by default. */
const READY_TIMEOUT_MS = 2000

/**
 * `GET /health`: liveness, the process answers (no dependency checked: a load balancer must not
 * restart every instance when Postgres is down). `GET /ready`: readiness, the database answers
 * within `readyTimeoutMs` (2 s) and holds every migration this build knows; 503 with the reason
 * otherwise, so a load balancer sends no traffic to an instance that would fail it.
 */
export function createHealthRoutes(
  deps: Pick<AppDeps, 'db'>,
  readyTimeoutMs: number = READY_TIMEOUT_MS,
): Hono<AppEnv> {
  const latest = loadMigrations().then((all) => Math.max(...all.map((m) => m.version)))
  // Read once; a build without its migrations folder answers 503 on /ready instead of crashing.
  latest.catch(() => undefined)
  const schemaVersion = async () => {
    const [row] = await deps.db.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    )
    return row?.version ?? 0
  }
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), readyTimeoutMs)
      })
      try {
        const [version, expected] = await Promise.race([
          Promise.all([schemaVersion(), latest]),
          timeout,
        ])
        if (version < expected)
          return c.json(
            { status: 'unavailable', reason: `schema ${version}, expected ${expected}` },
            503,
          )
        return c.json({ status: 'ready' })
      } catch (error) {
        // The driver's own words (ECONNREFUSED, the server shutting down) tell an operator most.
        const cause = error instanceof DatabaseUnavailableError ? error.cause : error
        const reason = `database: ${cause instanceof Error ? cause.message : String(cause)}`
        return c.json({ status: 'unavailable', reason }, 503)
      } finally {
        clearTimeout(timer)
      }
    })
}
