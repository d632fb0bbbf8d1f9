import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { findEmbeddedSession, revokeEmbeddedSession } from '../db/embeddedSessions.ts'
import { SessionRequiredError } from '../errors.ts'

const bearer = (header: string | undefined) => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header ?? '')
  if (!match?.[1]) throw new SessionRequiredError()
  return match[1]
}

/**
 * The embedded-wallet session every login method ends in (email, social, Farcaster):
 * `GET /v1/auth/session` answers its account (SPEC §4 GET_USER), `POST /v1/auth/session/revoke`
 * ends it (SIGN_OUT). Anything released to a session (the custody auth share) checks it here.
 */
export function createEmbeddedAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/auth/session', async (c) => {
      const { project } = c.get('call')
      const token = bearer(c.req.header('authorization'))
      const session = await findEmbeddedSession(deps.db, {
        token,
        projectId: project.id,
        at: new Date(deps.clock.now()),
      })
      if (!session) throw new SessionRequiredError()
      return c.json({
        user: {
          id: session.userId,
          provider: session.provider,
          ...(session.email ? { email: session.email } : {}),
          ...(session.username ? { username: session.username } : {}),
        },
        expiresAt: session.expiresAt.toISOString(),
      })
    })
    .post('/v1/auth/session/revoke', async (c) => {
      const { project } = c.get('call')
      const token = bearer(c.req.header('authorization'))
      const revoked = await revokeEmbeddedSession(deps.db, {
        token,
        projectId: project.id,
        at: new Date(deps.clock.now()),
      })
      if (!revoked) throw new SessionRequiredError()
      return c.json({ revoked: true })
    })
}
