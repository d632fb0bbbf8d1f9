import type { Context } from 'hono'
import { ValidationError } from './errors.ts'

/** The request body as JSON; a body that is not JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch (cause) {
    throw new ValidationError('Invalid body: expected a JSON document', { cause })
  }
}
