import type { AppDeps } from '../AppEnv.ts'
import { findProject } from '../db/projects.ts'
import type { Project } from './ProjectSchema.ts'

/**
 * A project by id, read from the database at most once per `projectCacheMs` per instance
 * (short-lived and bounded: a saved change shows within that time). Null when there is none.
 * @example
 * const lookup = createProjectLookup(deps)
 * const project = await lookup('shop')
 */
export function createProjectLookup(deps: Pick<AppDeps, 'db' | 'clock' | 'projectCacheMs'>) {
  const cache = new Map<string, { project: Project; expires: number }>()
  return async (id: string): Promise<Project | null> => {
    const now = deps.clock.now()
    const hit = cache.get(id)
    if (hit && hit.expires > now) return hit.project
    const project = (await findProject(deps.db, id)) ?? null
    if (project && deps.projectCacheMs > 0) {
      if (cache.size >= 1000) cache.clear()
      cache.set(id, { project, expires: now + deps.projectCacheMs })
    }
    return project
  }
}
