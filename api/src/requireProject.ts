import { ProjectIdSchema } from '@porthole/shared-protocol'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from './AppEnv.ts'
import { MissingProjectError, UnknownProjectError } from './errors.ts'
import { parseInput } from './input/parseInput.ts'
import { createProjectLookup } from './projects/createProjectLookup.ts'

const CallQuerySchema = z.object({
  projectId: ProjectIdSchema,
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,128}$/, 'clientId must be 1 to 128 letters, digits or :._-')
    .optional(),
})

/**
 * SPEC §7: every call carries `projectId` (and `st`, `sv`: sdk type and version; `clientId`:
 * the browser's id, which the request log names).
 * Missing: 401; malformed: 400; not a known project: 403.
 */
export function requireProject(
  deps: Pick<AppDeps, 'db' | 'clock' | 'projectCacheMs'>,
): MiddlewareHandler<AppEnv> {
  const lookup = createProjectLookup(deps)
  return async (c, next) => {
    const raw = {
      projectId: c.req.query('projectId'),
      st: c.req.query('st'),
      sv: c.req.query('sv'),
      clientId: c.req.query('clientId'),
    }
    if (!raw.projectId) throw new MissingProjectError()
    const query = parseInput(CallQuerySchema, raw, 'query')
    const project = await lookup(query.projectId)
    if (!project) throw new UnknownProjectError(query.projectId)
    c.set('call', {
      project,
      ...(query.st === undefined ? {} : { sdkType: query.st }),
      ...(query.sv === undefined ? {} : { sdkVersion: query.sv }),
      ...(query.clientId === undefined ? {} : { clientId: query.clientId }),
    })
    await next()
  }
}
