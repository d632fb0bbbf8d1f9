import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../AppEnv.ts'
import { parseInput } from '../input/parseInput.ts'
import { readJsonBody } from '../input/readJsonBody.ts'
import { requireAdminToken } from './requireAdminToken.ts'

/**
 * An admin route: `POST path` with `Authorization: Bearer <adminToken>` (401 without,
 * `requireAdminToken`) and a JSON body `schema` parses (400 otherwise); `answer` answers it.
 * @example createAdminPost(token, '/admin/registry/sync', SyncBodySchema, async (body, c) => c.json(await sync(body)))
 */
export function createAdminPost<S extends z.ZodType>(
  adminToken: string,
  path: string,
  schema: S,
  answer: (body: z.output<S>, c: Context<AppEnv>) => Promise<Response>,
): Hono<AppEnv> {
  return new Hono<AppEnv>().post(path, requireAdminToken(adminToken), async (c) =>
    answer(parseInput(schema, await readJsonBody(c), 'body'), c),
  )
}
