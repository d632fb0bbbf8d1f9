import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { findProjectSecretHash } from '../db/projects/projectSecrets.ts'
import { ProjectSecretError } from '../errors.ts'
import { projectSecretMatches } from './projectSecret.ts'

/**
 * A route for the host's backend, never the browser: after `requireProject`, the call must carry
 * `Authorization: Bearer <the project's secret>` (401 `ProjectSecretError` otherwise). The
 * project id is public (it is in every host page), so it alone reads nothing private.
 */
export function requireProjectSecret(deps: Pick<AppDeps, 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { project } = c.get('call')
    const secret = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!secret) throw new ProjectSecretError(project.id, 'missing')
    const hash = await findProjectSecretHash(deps.db, project.id)
    if (!hash) throw new ProjectSecretError(project.id, 'none')
    if (!projectSecretMatches(secret, hash)) throw new ProjectSecretError(project.id, 'wrong')
    await next()
  }
}
