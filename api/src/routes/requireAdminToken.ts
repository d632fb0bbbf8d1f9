import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../AppEnv.ts'
import { ApiError } from '../errors.ts'

/** The admin routes without the configured admin token. */
export class AdminTokenError extends ApiError {
  override name = 'AdminTokenError'
  override readonly status = 401
  constructor() {
    super('The admin token is missing or wrong.')
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Lets a request through only with `Authorization: Bearer <adminToken>` (compared in constant
 * time, on digests so the lengths do not show); otherwise `AdminTokenError` (401).
 */
export function requireAdminToken(adminToken: string) {
  const expected = digest(adminToken)
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AdminTokenError()
    await next()
  })
}
