import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { findEmbeddedSession } from '../db/embedded/embeddedSessions.ts'
import { EmbeddedSessionRequiredError } from '../errors.ts'
import { BearerSchema } from './EmbeddedSchemas.ts'

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

/** The live email-login session the request's bearer token opens, else 401. */
export async function readEmbeddedSession(deps: Pick<AppDeps, 'db' | 'clock'>, c: Context<AppEnv>) {
  const header = BearerSchema.safeParse(c.req.header('authorization') ?? '')
  if (!header.success) throw new EmbeddedSessionRequiredError()
  const tokenHash = sha256Hex(header.data)
  const session = await findEmbeddedSession(deps.db, {
    tokenHash,
    projectId: c.get('call').project.id,
    at: new Date(deps.clock.now()),
  })
  if (!session) throw new EmbeddedSessionRequiredError()
  return { ...session, tokenHash }
}
