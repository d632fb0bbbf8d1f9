import { z } from 'zod'
import { validateInput } from './validateInput.ts'

/**
 * `validateInput('param', ...)` for one path parameter: `c.req.valid('param')[name]` is the
 * parsed value, and a failure reads `Invalid path: <problem>` as the route's one parameter.
 *
 * @example
 * ```ts
 * app.get('/v1/identity/:address', validateParam('address', EvmAddressSchema),
 *   (c) => c.json(lookup(c.req.valid('param').address)))
 * ```
 */
export function validateParam<K extends string, S extends z.ZodType>(name: K, schema: S) {
  return validateInput('param', z.object({ [name]: schema } as Record<K, S>), true)
}
