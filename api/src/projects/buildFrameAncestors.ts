import { effectiveOrigins, type Project } from './ProjectSchema.ts'

/**
 * The value of the frame's `Content-Security-Policy: frame-ancestors` directive for a
 * project: SPEC §6 defaults (unless the project turned them off) plus its own origins, or
 * `'none'` when nothing may embed it. Pure; the frame server sends
 * `frame-ancestors ${buildFrameAncestors(project)}`.
 *
 * @example
 * buildFrameAncestors({ ...project, useDefaultOrigins: false, allowedOrigins: ['https://shop.example'] })
 * // 'https://shop.example'
 */
export function buildFrameAncestors(
  project: Pick<Project, 'allowedOrigins' | 'useDefaultOrigins'>,
): string {
  const origins = effectiveOrigins(project)
  return origins.length === 0 ? "'none'" : origins.join(' ')
}
