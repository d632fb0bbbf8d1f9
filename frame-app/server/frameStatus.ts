import {
  ErrorCode,
  type FrameStatus,
  matchAnyOrigin,
  resolveAllowedOrigins,
} from '@porthole/shared-protocol'
import type { ProjectPolicy } from './ProjectPolicy.ts'

/**
 * The frame server's `/status` answer for `projectId` asked from `origin` (the request's
 * `Origin` header; absent for a same-origin or non-browser request, which is not judged).
 * The messages name the cause so a host developer can fix it from the console alone.
 *
 * @example
 * frameStatus('shop', null, 'http://localhost:3000')
 * // { ok: false, error: { code: 5107, message: 'No Porthole project has the id “shop”. …' } }
 */
export function frameStatus(
  projectId: string,
  project: ProjectPolicy | null,
  origin: string | undefined,
): FrameStatus {
  if (!project)
    return {
      ok: false,
      error: {
        code: ErrorCode.projectNotFound,
        message: `No Porthole project has the id “${projectId}”. Check the projectId passed to createModal.`,
      },
    }
  if (origin !== undefined && !matchAnyOrigin(resolveAllowedOrigins(project), origin))
    return {
      ok: false,
      error: {
        code: ErrorCode.originNotAllowed,
        message: `The origin ${origin} is not allowed to embed project “${projectId}”: add it to the project's allowed origins.`,
      },
    }
  return { ok: true }
}
