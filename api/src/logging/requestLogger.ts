import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Log } from '../AppEnv.ts'

/** One log line per request: method, path (no query), status, duration, project, client id. */
export function requestLogger(log: Log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      projectId: c.get('call')?.project.id,
      clientId: c.get('call')?.clientId,
    })
  }
}
