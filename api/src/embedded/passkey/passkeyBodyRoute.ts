import type { Context } from 'hono'
import { createFactory } from 'hono/factory'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '../../AppEnv.ts'
import { validateInput } from '../../input/validateInput.ts'
import { type PasskeyConfig, readPasskeyCaller } from './readPasskeyCaller.ts'

/** The caller a recovery-passkey route reads (`readPasskeyCaller`). */
type PasskeyCaller = Awaited<ReturnType<typeof readPasskeyCaller>>

/**
 * The handlers of a recovery-passkey route that takes a JSON body: the body valid by `schema`
 * (else the typed 400 of `validateInput`), then the caller (`readPasskeyCaller`: 503, 401 as
 * it says), both handed to `handle`.
 * @example app.post('/v1/embedded/recovery-code', ...passkeyBodyRoute(deps, configured, Schema, async (caller, body, c) => c.json({})))
 */
export function passkeyBodyRoute<S extends z.ZodType>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  configured: () => PasskeyConfig,
  schema: S,
  handle: (caller: PasskeyCaller, body: z.output<S>, c: Context<AppEnv>) => Promise<Response>,
) {
  return createFactory<AppEnv>().createHandlers(validateInput('json', schema), async (c) =>
    handle(await readPasskeyCaller(deps, configured, c), c.req.valid('json'), c),
  )
}
