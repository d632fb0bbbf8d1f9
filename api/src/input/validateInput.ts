import { zValidator } from '@hono/zod-validator'
import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { type InputPart, invalidInput } from './invalidInput.ts'
import { readJsonBody } from './readJsonBody.ts'

/** The part of the request each `validateInput` target reads, as its errors name it. */
export const PARTS = { query: 'query', param: 'path', json: 'body' } as const satisfies Record<
  string,
  InputPart
>

/**
 * Route middleware that validates a request's query, path parameters or JSON body with `schema`
 * (`@hono/zod-validator`); the handler reads the result with `c.req.valid(target)`. A failure
 * is our typed 400 (`ValidationError`, `Invalid query: chainId: ...`, the zod issues as `data`),
 * the body every client already handles. A body is read by `readJsonBody` first, so a body
 * that is not JSON or holds unsafe text is the same 400 as before.
 *
 * @example
 * ```ts
 * app.get('/v1/account/:address/balance',
 *   validateInput('query', BalanceQuerySchema),
 *   validateInput('param', z.object({ address: EvmAddressSchema })),
 *   (c) => c.json(balances(c.req.valid('param').address, c.req.valid('query'))))
 * ```
 */
export function validateInput<T extends keyof typeof PARTS, S extends z.ZodType>(
  target: T,
  schema: S,
  /** Leave the first path segment out of messages (`validateParam`: the route names it). */
  unnamed = false,
) {
  const validate = zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(PARTS[target], result.error, unnamed)
  })
  if (target !== 'json') return validate
  const withBody: MiddlewareHandler = async (c, next) => {
    await readJsonBody(c)
    return validate(c, next)
  }
  return withBody as typeof validate
}
