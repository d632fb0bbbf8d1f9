import type { Context } from 'hono'
import { createFactory } from 'hono/factory'
import type { z } from 'zod'
import type { AppEnv } from '../AppEnv.ts'
import { validateInput } from './validateInput.ts'
import { validateParam } from './validateParam.ts'

/**
 * The handlers of a route on one path parameter that takes a JSON body: the parameter `name`
 * valid by `paramSchema` (`validateParam`), the body by `bodySchema` (`validateInput`), both
 * handed to `handle` with the call's project id.
 * @example
 * app.post('/v1/orders/:orderId/release', ...paramBodyRoute('orderId', OrderIdParamSchema,
 *   ReleaseOrderBodySchema, async ({ projectId, param, body }, c) => c.json({ projectId, param, body })))
 */
export function paramBodyRoute<K extends string, P extends z.ZodType, B extends z.ZodType>(
  name: K,
  paramSchema: P,
  bodySchema: B,
  handle: (
    input: { projectId: string; param: z.output<P>; body: z.output<B> },
    c: Context<AppEnv>,
  ) => Promise<Response>,
) {
  return createFactory<AppEnv>().createHandlers(
    validateParam(name, paramSchema),
    validateInput('json', bodySchema),
    async (c) =>
      handle(
        {
          projectId: c.get('call').project.id,
          // The object `validateParam` parsed; Hono types no generic key.
          param: (c.req.valid('param') as Record<K, z.output<P>>)[name],
          body: c.req.valid('json'),
        },
        c,
      ),
  )
}
