import { createHash, randomBytes } from 'node:crypto'
import type { AppDeps } from '../AppEnv.ts'
import { resolveIdentityAccount } from '../db/embedded/embeddedIdentities.ts'
import { insertEmbeddedSession } from '../db/embedded/embeddedSessions.ts'
import type { SocialProfile } from './providers/SocialProfile.ts'

/** What a social or Farcaster login hands the vault: the email login's session, plus who. */
export type LoginSession = {
  token: string
  /** The account key, as in the email login's session (a `.invalid` one without a verified email). */
  email: string
  expiresAt: string
  provider: SocialProfile['provider']
  /** SPEC §9 social username. */
  username?: string
}

/**
 * Ends a login in the same session the email login opens (embedded_sessions, a 32-byte bearer
 * token of which only the SHA-256 is kept), so the vault's custody routes serve it unchanged.
 */
export async function openLoginSession(
  deps: Pick<AppDeps, 'db' | 'embedded'>,
  { projectId, profile, at }: { projectId: string; profile: SocialProfile; at: Date },
): Promise<LoginSession> {
  return deps.db.transaction(async (tx) => {
    const email = await resolveIdentityAccount(tx, { projectId, profile, at })
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(at.getTime() + deps.embedded.sessionMaxAgeSeconds * 1000)
    await insertEmbeddedSession(tx, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      projectId,
      email,
      createdAt: at,
      expiresAt,
    })
    return {
      token,
      email,
      expiresAt: expiresAt.toISOString(),
      provider: profile.provider,
      ...(profile.username ? { username: profile.username } : {}),
    }
  })
}
