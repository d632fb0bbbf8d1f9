import { DEFAULT_ALLOWED_ORIGINS } from '@porthole/shared-protocol'
import type { Project } from './ProjectSchema.ts'

/** The SPEC §6 defaults that admit whole public hosting platforms: any page published there. */
export const PREVIEW_HOST_PATTERNS = DEFAULT_ALLOWED_ORIGINS.filter((pattern) =>
  pattern.includes('*.'),
)

/**
 * What project creation prints while the SPEC §6 defaults are on: they let any page on the
 * preview hosts embed the project, and run a full email or social login there; and how to
 * turn them off. Null when they are off.
 */
export function previewHostNotice(project: Pick<Project, 'id' | 'useDefaultOrigins'>) {
  if (!project.useDefaultOrigins) return null
  return (
    `Project "${project.id}" uses the SPEC §6 default origins: any page on ` +
    `${PREVIEW_HOST_PATTERNS.join(', ')} (anyone can publish there) may embed it and run a ` +
    `full login. Turn them off with "projects default-origins --id ${project.id} --off" or ` +
    `POST /admin/projects/${project.id}/default-origins {"useDefaultOrigins":false}.`
  )
}
