import { Hono } from 'hono'
import type { AppEnv } from '../AppEnv.ts'

/** `GET /health`: trivial liveness answer for load balancers (and the bench baseline). */
export function createHealthRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/health', (c) => c.json({ status: 'ok' }))
}
