import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import {
  countTelemetryClientEvent,
  countTelemetryEvent,
  insertTelemetryEvent,
} from '../db/projects/telemetry.ts'
import { RateLimitedError, TelemetryDisabledError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { TelemetryEventSchema } from './TelemetryEventSchema.ts'

/**
 * `POST /e`: error telemetry (SPEC §7). Refused when the project turned analytics off
 * (`features.analytics: false`), rate-limited per client (IP address) and per project with
 * windows counted in the database so every instance shares them (a client over its own
 * limit does not use up the project's), stored until `pruneTelemetry` ages it out.
 */
export function createTelemetryRoutes(deps: AppDeps): Hono<AppEnv> {
  const { maxPerWindow, maxPerClientPerWindow, windowMs } = deps.telemetry
  return new Hono<AppEnv>().post('/e', validateInput('json', TelemetryEventSchema), async (c) => {
    const call = c.get('call')
    if (call.project.features.analytics === false) {
      throw new TelemetryDisabledError(call.project.id)
    }
    const event = c.req.valid('json')
    const now = deps.clock.now()
    const windowStart = now - (now % windowMs)
    const retryAfter = Math.ceil((windowStart + windowMs - now) / 1000)
    const start = new Date(windowStart)
    const client = deps.clientAddress(c)
    const fromClient = await countTelemetryClientEvent(deps.db, call.project.id, client, start)
    if (fromClient > maxPerClientPerWindow) throw new RateLimitedError(retryAfter)
    const count = await countTelemetryEvent(deps.db, call.project.id, start)
    if (count > maxPerWindow) throw new RateLimitedError(retryAfter)
    await insertTelemetryEvent(deps.db, event, {
      projectId: call.project.id,
      sdkType: call.sdkType,
      sdkVersion: call.sdkVersion,
      receivedAt: new Date(now),
    })
    return c.body(null, 204)
  })
}
