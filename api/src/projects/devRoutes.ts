import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { saveProject } from '../db/projects.ts'
import { BrowserOriginRefusedError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { ProjectInputSchema } from './ProjectSchema.ts'

/**
 * `POST /dev/projects` (only with `createApp({ devRoutes: true })`, which `npm start` sets):
 * save a project (id, name, allowedOrigins, useDefaultOrigins, features) while the api runs,
 * which the CLI cannot do beside a server that holds the embedded PGlite. The api answers
 * CORS for any origin and browsers send `Origin` with every cross-origin POST, so a request
 * that carries `Origin` is refused: curl can add a project, a web page cannot.
 *
 * @example
 * // curl -X POST http://127.0.0.1:8787/dev/projects -H 'content-type: application/json' \
 * //   -d '{"id":"my-shop","name":"My shop","allowedOrigins":["https://shop.example"]}'
 */
export function createDevProjectRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/dev/projects',
    validateInput('json', ProjectInputSchema),
    async (c) => {
      if (c.req.header('origin') !== undefined) throw new BrowserOriginRefusedError()
      const project = c.req.valid('json')
      return c.json(await saveProject(deps.db, project), 201)
    },
  )
}
