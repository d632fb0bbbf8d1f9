import type { Context } from 'hono'
import { ValidationError } from '../errors.ts'
import { assertSafeText } from './assertSafeText.ts'

/**
 * The request body as JSON; a body that is not JSON, or that holds a NUL character or a lone
 * surrogate in any string or key, is a 400.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch (cause) {
    throw new ValidationError('Invalid body: expected a JSON document', { cause })
  }
  assertSafeText(body, 'body')
  return body
}
