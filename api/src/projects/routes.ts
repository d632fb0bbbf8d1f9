import { buildFrameAncestors, resolveAllowedOrigins } from '@porthole/shared-protocol'
import { Hono } from 'hono'
import type { AppEnv } from '../AppEnv.ts'

/**
 * `GET /v1/project?projectId=...`: the frame's config and allow-list.
 * `effectiveOrigins` is what the frame hands to penpal; `frameAncestors` is the CSP directive.
 */
export function createProjectRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/v1/project', (c) => {
    const { project } = c.get('call')
    return c.json({
      id: project.id,
      name: project.name,
      allowedOrigins: project.allowedOrigins,
      useDefaultOrigins: project.useDefaultOrigins,
      features: project.features,
      effectiveOrigins: resolveAllowedOrigins(project),
      frameAncestors: buildFrameAncestors(resolveAllowedOrigins(project)),
    })
  })
}
