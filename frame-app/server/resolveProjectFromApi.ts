import * as z from 'zod/mini'
import type { ProjectPolicy } from './ProjectPolicy.ts'

const ProjectResponseSchema = z.object({
  allowedOrigins: z.array(z.string()),
  useDefaultOrigins: z.boolean(),
})

/**
 * The frame server's project lookup against the api (`GET /v1/project`): the project's
 * allow-list decides the CSP `frame-ancestors` and the origins the bridge answers. An unknown
 * project is `null` (the server answers 404); an api that fails throws (the server answers 500).
 * @example
 * createFrameServer({ ..., resolveProject: resolveProjectFromApi('http://127.0.0.1:8787') })
 */
export function resolveProjectFromApi(apiUrl: string) {
  return async (projectId: string): Promise<ProjectPolicy | null> => {
    const url = new URL('/v1/project', apiUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetch(url)
    if (response.status === 401 || response.status === 403 || response.status === 404) return null
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const project = ProjectResponseSchema.parse(await response.json())
    return { allowedOrigins: project.allowedOrigins, useDefaultOrigins: project.useDefaultOrigins }
  }
}
