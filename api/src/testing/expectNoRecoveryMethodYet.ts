import { expect } from 'vitest'
import type { EmbeddedTestApp } from './useEmbeddedTestApp.ts'

/** A recovery method's routes: where its status is read, and the first step of using it. */
export type RecoveryMethodRoutes = {
  /** GET: the method's status, or 401 without a session. */
  status: string
  /** The status of an account that has none. */
  none: unknown
  /** POST: the first step of using it, 404 `error` while there is none. */
  use: string
  error: string
}

/**
 * A recovery method before one is set: its status needs a session, the account of `token`
 * has none, and it cannot be used.
 */
export async function expectNoRecoveryMethodYet(
  app: Pick<EmbeddedTestApp, 'call'>,
  token: string,
  routes: RecoveryMethodRoutes,
): Promise<void> {
  expect((await app.call(routes.status, 'x'.repeat(43))).status).toBe(401)
  expect(await (await app.call(routes.status, token)).json()).toEqual(routes.none)
  const used = await app.call(routes.use, token, {})
  expect(used.status).toBe(404)
  expect((await used.json()).error.name).toBe(routes.error)
}
