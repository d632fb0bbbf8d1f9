import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { setProjectDefaultOrigins } from '../db/projects.ts'
import { NotFoundError } from '../errors.ts'
import { parseInput } from '../input/parseInput.ts'
import { readJsonBody } from '../input/readJsonBody.ts'
import { AdminTokenError } from '../wallets/sync/registryErrors.ts'
import { ProjectIdParamSchema } from './ProjectSchema.ts'
import { previewHostNotice } from './previewHostNotice.ts'

const BodySchema = z.strictObject({ useDefaultOrigins: z.boolean() })
const digest = (text: string) => createHash('sha256').update(text).digest()

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
  const expected = digest(adminToken)
  return new Hono<AppEnv>().post('/admin/projects/:id/default-origins', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AdminTokenError()
    const id = parseInput(ProjectIdParamSchema, c.req.param('id'), 'path')
    const { useDefaultOrigins } = parseInput(BodySchema, await readJsonBody(c), 'body')
    const project = await setProjectDefaultOrigins(deps.db, { id, useDefaultOrigins })
    if (!project) throw new NotFoundError(`No project has the id "${id}".`)
    const notice = previewHostNotice(project)
    return c.json({ project, ...(notice ? { notice } : {}) })
  })
}
