import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../AppEnv.ts'
import { ValidationError } from '../errors.ts'
import { assertSafeText } from './assertSafeText.ts'

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch (cause) {
    throw new ValidationError('Invalid path: not valid UTF-8 percent-encoding', { cause })
  }
}

/**
 * Refuses, before any route runs, a path or query holding a NUL character, a lone surrogate
 * or a percent-escape that is not UTF-8: a clear 400 instead of a database error. Bodies are
 * checked where they are read (`readJsonBody`).
 */
export function rejectUnsafeText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url)
    assertSafeText(url.pathname.split('/').map(decodeSegment).join('/'), 'path', ['path'])
    assertSafeText(Object.fromEntries(url.searchParams), 'query')
    await next()
  }
}
