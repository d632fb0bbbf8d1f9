import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { setProjectDefaultOrigins } from '../db/projects.ts'
import { NotFoundError } from '../errors.ts'
import { parseInput } from '../input/parseInput.ts'
import { createAdminPost } from '../routes/createAdminPost.ts'
import { ProjectIdParamSchema } from './ProjectSchema.ts'
import { previewHostNotice } from './previewHostNotice.ts'

const BodySchema = z.strictObject({ useDefaultOrigins: z.boolean() })

/**
 * `POST /admin/projects/:id/default-origins` with `Authorization: Bearer <admin token>` and
 * `{ "useDefaultOrigins": false }`: turns the SPEC §6 defaults (localhost, the preview hosts)
 * off or on for a project (SECURITY #6); answers the project and, while they are on, the
 * notice. Only mounted with ADMIN_TOKEN; a missing or wrong token is 401.
 */
export function createAdminProjectRoutes(
  deps: Pick<AppDeps, 'db'>,
  adminToken: string,
): Hono<AppEnv> {
  return createAdminPost(
    adminToken,
    '/admin/projects/:id/default-origins',
    BodySchema,
    async ({ useDefaultOrigins }, c) => {
      const id = parseInput(ProjectIdParamSchema, c.req.param('id'), 'path')
      const project = await setProjectDefaultOrigins(deps.db, { id, useDefaultOrigins })
      if (!project) throw new NotFoundError(`No project has the id "${id}".`)
      const notice = previewHostNotice(project)
      return c.json({ project, ...(notice ? { notice } : {}) })
    },
  )
}
