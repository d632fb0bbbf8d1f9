import { ProjectIdSchema } from '@porthole/shared-protocol'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from './AppEnv.ts'
import { findProject } from './db/projects.ts'
import { MissingProjectError, UnknownProjectError } from './errors.ts'
import { parseInput } from './parseInput.ts'
import type { Project } from './projects/ProjectSchema.ts'

const CallQuerySchema = z.object({
  projectId: ProjectIdSchema,
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
})

/**
 * SPEC §7: every call carries `projectId` (and `st`, `sv`: sdk type and version).
 * Missing: 401; malformed: 400; not a known project: 403.
 */
export function requireProject(
  deps: Pick<AppDeps, 'db' | 'clock' | 'projectCacheMs'>,
): MiddlewareHandler<AppEnv> {
  // Per instance, short-lived and bounded: a saved change shows within projectCacheMs.
  const cache = new Map<string, { project: Project; expires: number }>()
  const lookup = async (id: string) => {
    const now = deps.clock.now()
    const hit = cache.get(id)
    if (hit && hit.expires > now) return hit.project
    const project = await findProject(deps.db, id)
    if (project && deps.projectCacheMs > 0) {
      if (cache.size >= 1000) cache.clear()
      cache.set(id, { project, expires: now + deps.projectCacheMs })
    }
    return project
  }
  return async (c, next) => {
    const raw = {
      projectId: c.req.query('projectId'),
      st: c.req.query('st'),
      sv: c.req.query('sv'),
    }
    if (!raw.projectId) throw new MissingProjectError()
    const query = parseInput(CallQuerySchema, raw, 'query')
    const project = await lookup(query.projectId)
    if (!project) throw new UnknownProjectError(query.projectId)
    c.set('call', {
      project,
      ...(query.st === undefined ? {} : { sdkType: query.st }),
      ...(query.sv === undefined ? {} : { sdkVersion: query.sv }),
    })
    await next()
  }
}
